import { HOMEWORK_NAME_MAX } from '@harbour/domain';
import { Checkbox, CheckboxGroup, TextInput } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateTimeField } from './date-time-field';
import { PROBLEM_MESSAGES } from './problem-messages';
import type { PublishField, PublishFormValues, PublishProblems } from './publish-form';
import type { TargetOption } from './publish-targets';

/**
 * The state of a form of §3 Homework info (the publish form and the task sheet's distribute form):
 * its values, the problems found on submit, each cleared as its field changes, and their messages.
 */
export function usePublishFormState(initial: () => PublishFormValues) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<PublishProblems>({});
  const set = <K extends PublishField>(field: K, value: PublishFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const error = (field: PublishField) => {
    const problem = problems[field];
    return problem ? i18n._(PROBLEM_MESSAGES[problem]) : undefined;
  };
  return { values, set, problems, setProblems, error };
}

/** The homework's name (required, at most 50 characters; spec §3), across the form. */
export function HomeworkNameField({
  value,
  set,
  error,
}: {
  value: string;
  set: ReturnType<typeof usePublishFormState>['set'];
  error: (field: PublishField) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      className="hb-publish__wide"
      label={t`Homework name`}
      value={value}
      onChange={(next) => set('homeworkName', next)}
      description={t`Required, at most ${HOMEWORK_NAME_MAX} characters`}
      errorMessage={error('homeworkName')}
    />
  );
}

export interface TimesAndTargetsProps {
  values: Pick<PublishFormValues, 'startTime' | 'endTime' | 'targets'>;
  set: ReturnType<typeof usePublishFormState>['set'];
  error: (field: PublishField) => string | undefined;
  /** The targets the user may publish to (whole grade, classes, groups). */
  targets: readonly TargetOption[];
  /** Said under the times (when students will see a homework that opens later). */
  timesNote?: string | null;
}

/** Start, end (Hong Kong time) and the targets, several at once, each with its problem under it. */
export function TimesAndTargetsFields({ values, set, error, targets, timesNote }: TimesAndTargetsProps) {
  const { t } = useLingui();
  const targetsError = error('targets');
  return (
    <>
      <DateTimeField
        label={t`Start`}
        value={values.startTime}
        onChange={(value) => set('startTime', value)}
        errorMessage={error('startTime')}
      />
      <DateTimeField
        label={t`End`}
        value={values.endTime}
        onChange={(value) => set('endTime', value)}
        errorMessage={error('endTime')}
      />
      {timesNote ? (
        <p className="hb-publish__wide hb-publish__note" role="status">
          {timesNote}
        </p>
      ) : null}
      <div className="hb-publish__wide">
        <CheckboxGroup
          label={t`Publish to (several at once)`}
          value={values.targets}
          onChange={(value) => set('targets', value)}
          className="hb-publish__targets"
          isInvalid={Boolean(targetsError)}
          aria-describedby={targetsError ? 'hb-publish-targets-error' : undefined}
        >
          {targets.map((option) => (
            <Checkbox key={option.key} value={option.key}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {targets.length === 0 ? (
          <p className="hb-publish__help">
            <Trans>No class of this grade is in the scope of your role.</Trans>
          </p>
        ) : null}
        {targetsError ? (
          <span id="hb-publish-targets-error" className="hb-field__error">
            {targetsError}
          </span>
        ) : null}
      </div>
    </>
  );
}
