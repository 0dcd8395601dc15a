import {
  type Classification,
  classesDropdownQueryOptions,
  classificationSchema,
  type Difficulty,
  difficultySchema,
  type HomeworkInfo,
  type LanguageType,
  languageTypeSchema,
  type ProcessType,
  publishHomeworkMutationOptions,
} from '@harbour/api-client';
import { PRACTICE_PROCESS_TYPES, TEST_PROCESS_TYPES } from '@harbour/domain';
import { Button, Checkbox, showToast, TextInput } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import type { Locale } from '../../../shared/i18n';
import { PROCESS_TYPE_LABELS } from '../../../shared/labels';
import {
  HomeworkNameField,
  TimesAndTargetsFields,
  usePublishFormState,
} from '../../../shared/publish/publish-fields';
import {
  initialPublishValues,
  type PublishFormValues,
  type PublishKind,
  type PublishSource,
  publishBody,
  publishFormProblems,
  studentsSeeItAt,
  type TryLimitValue,
} from '../../../shared/publish/publish-form';
import { targetOptions } from '../../../shared/publish/publish-targets';
import {
  CLASSIFICATION_LABELS,
  DIFFICULTY_LABELS,
  LANGUAGE_LABELS,
  PROCESS_TYPE_PURPOSES,
} from '../logic/labels';
import '../../../shared/publish/publish.css';

const TRY_LIMIT_OPTIONS: readonly TryLimitValue[] = ['1', '2', '3', 'unlimited'];

export interface PublishFormProps {
  /** Homework, test or HKAT test. */
  kind: PublishKind;
  /** Subject, grade, family and the paper or chapter of the questions. */
  source: PublishSource;
  /** Name proposed: the paper's or chapter's. */
  defaultName: string;
  /** Questions in the source, for the count's help text. */
  questionTotal: number;
  /** Grade name for the whole-grade target (P3, S1 …). */
  gradeName: string;
  /** Called with the new homework (single mode). */
  onPublished?: (homework: HomeworkInfo) => void;
  /**
   * Batch mode: the form's settings for every chosen chapter (each homework is named after its
   * chapter, so no name field and no question numbers), handed over instead of published.
   */
  onBatch?: (values: PublishFormValues) => void;
  /** Batch mode: a batch is being sent. */
  busy?: boolean;
}

/**
 * The publish form (spec §3 Homework info, §5 rules): name, start and end, whole grade / classes /
 * groups at once, difficulty, question numbers and count, audio and video language, fast-forward,
 * classification and processType; tests add duration and maximum. Problems show under their field.
 */
export function PublishForm({
  kind,
  source,
  defaultName,
  questionTotal,
  gradeName,
  onPublished,
  onBatch,
  busy = false,
}: PublishFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { values, set, setProblems, error } = usePublishFormState(() =>
    initialPublishValues(kind, defaultName, new Date(), source.subjectCode),
  );
  const seeAt = studentsSeeItAt(values.startTime, new Date(), (i18n.locale as Locale) === 'en' ? 'en' : 'hk');
  const publish = useMutation(publishHomeworkMutationOptions(queryClient));
  const { data: grades } = useSuspenseQuery(
    classesDropdownQueryOptions({ subjectCode: source.subjectCode, gradeCode: source.gradeCode }),
  );
  const targets = targetOptions(grades, source.gradeCode, t`Whole grade ${gradeName}`);
  const test = kind !== 'homework';
  const batch = onBatch !== undefined;
  const processTypes: readonly ProcessType[] = test ? TEST_PROCESS_TYPES : PRACTICE_PROCESS_TYPES;
  const purpose = PROCESS_TYPE_PURPOSES[values.processType];

  const languageOptions = languageTypeSchema.options.map((value) => ({
    value,
    label: i18n._(LANGUAGE_LABELS[value]),
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A batch spans several papers: the server checks each one's questions.
    const found = publishFormProblems(values, new Date(), batch ? undefined : questionTotal);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (onBatch) {
      onBatch(values);
      return;
    }
    publish.mutate(publishBody(values, source, kind), {
      onSuccess: ({ homeworkInfo }) => {
        const name = homeworkInfo.homeworkName;
        showToast(t`Published “${name}”`, 'success');
        onPublished?.(homeworkInfo);
      },
    });
  };

  return (
    <form className="hb-publish" onSubmit={onSubmit} noValidate aria-label={t`Publish`}>
      <div className="hb-publish__grid">
        {batch ? null : <HomeworkNameField value={values.homeworkName} set={set} error={error} />}
        <TimesAndTargetsFields
          values={values}
          set={set}
          error={error}
          targets={targets}
          timesNote={seeAt ? t`Students will see it on ${seeAt}` : null}
        />
        <div className="hb-publish__purpose">
          <Select
            label={test ? t`Kind of test` : t`Kind of practice`}
            options={processTypes.map((value) => ({ value, label: i18n._(PROCESS_TYPE_LABELS[value]) }))}
            value={values.processType}
            onChange={(value) => set('processType', value as ProcessType)}
          />
          <p className="hb-field__description">
            <ProcessTypeIcon processType={values.processType} />
            <span>{purpose ? i18n._(purpose) : null}</span>
          </p>
        </div>
        <Select
          label={t`Classification`}
          options={classificationSchema.options
            // An examination is a test's classification only.
            .filter((value) => test || value !== 'EXAMINATION')
            .map((value) => ({
              value,
              label: i18n._(CLASSIFICATION_LABELS[value]),
            }))}
          value={values.classification}
          onChange={(value) => set('classification', value as Classification)}
        />
        <Select
          label={t`Difficulty`}
          options={difficultySchema.options.map((value) => ({
            value,
            label: i18n._(DIFFICULTY_LABELS[value]),
          }))}
          value={values.difficulty}
          onChange={(value) => set('difficulty', value as Difficulty)}
        />
        {batch ? null : (
          <TextInput
            label={t`Question numbers`}
            value={values.questionNumbers}
            onChange={(value) => set('questionNumbers', value)}
            placeholder="1,2,5-8"
            description={t`A list with ranges such as 1,2,5-8; empty for all ${questionTotal} questions`}
            errorMessage={error('questionNumbers')}
          />
        )}
        <TextInput
          label={t`Question count`}
          inputMode="numeric"
          value={values.questionCount}
          onChange={(value) => set('questionCount', value)}
          description={t`Only the first N chosen questions; empty for all`}
          errorMessage={error('questionCount')}
        />
        <Select
          label={t`Audio language`}
          options={languageOptions}
          value={values.audioLanguage}
          onChange={(value) => set('audioLanguage', value as LanguageType)}
        />
        <Select
          label={t`Video language`}
          options={languageOptions}
          value={values.videoLanguage}
          onChange={(value) => set('videoLanguage', value as LanguageType)}
        />
        <Checkbox
          className="hb-publish__wide"
          isSelected={values.allowVideoFastForward}
          onChange={(value) => set('allowVideoFastForward', value)}
        >
          <Trans>Allow video fast-forward</Trans>
        </Checkbox>
        {test ? (
          <p className="hb-publish__help hb-publish__wide">
            <Trans>
              A test shows no right or wrong while students sit it: answers are checked when they hand in, and
              results show when you publish them.
            </Trans>
          </p>
        ) : (
          <Checkbox
            isSelected={values.immediateFeedback}
            onChange={(value) => set('immediateFeedback', value)}
          >
            <Trans>Show right or wrong at once</Trans>
          </Checkbox>
        )}
        {test ? null : values.immediateFeedback ? (
          <Select
            label={t`Tries per question`}
            options={TRY_LIMIT_OPTIONS.map((value) => ({
              value,
              label: value === 'unlimited' ? t`Unlimited` : value,
            }))}
            value={values.maxTries}
            onChange={(value) => set('maxTries', value as TryLimitValue)}
          />
        ) : (
          <p className="hb-publish__help">
            <Trans>Answers are checked when the student hands in.</Trans>
          </p>
        )}
        {test ? (
          <>
            <TextInput
              label={t`Duration (minutes)`}
              inputMode="numeric"
              value={values.durationMinutes}
              onChange={(value) => set('durationMinutes', value)}
              description={t`Not longer than the test period`}
              errorMessage={error('durationMinutes')}
            />
            <TextInput
              label={t`Maximum (%)`}
              inputMode="numeric"
              value={values.maximumPercent}
              onChange={(value) => set('maximumPercent', value)}
              description={t`Not above 100%`}
              errorMessage={error('maximumPercent')}
            />
          </>
        ) : null}
      </div>
      <div className="hb-publish__actions">
        <Button type="submit" isDisabled={publish.isPending || busy}>
          {batch ? (
            <Trans>Publish the chosen chapters</Trans>
          ) : test ? (
            <Trans>Publish test</Trans>
          ) : (
            <Trans>Publish homework</Trans>
          )}
        </Button>
        {publish.isPending || busy ? (
          <span role="status">
            <Trans>Publishing…</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}
