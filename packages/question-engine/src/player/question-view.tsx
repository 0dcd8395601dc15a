import type { BaseQuestionType, LocalAnswer } from '@harbour/question-core';
import {
  type BaseQuestion,
  type CheckResult,
  CORRECT_WAY_AUTO,
  checkAnswer,
  countGaps,
  decodeAnswer,
  emptyAnswer,
  encodeAnswer,
  hasAnswer,
  loadMath,
  MathNotLoadedError,
  moduleFor,
  type QuestionRightStatus,
} from '@harbour/question-core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { QuestionMessageKey } from '../i18n/messages';
import { useQeT } from '../i18n/use-qe-i18n';
import { loadWithRetry, RichText, useMathLoaded } from '../widgets/shared/rich-text';
import { MediaList } from './media-list';
import type { QuestionPlayerProps } from './question-player';
import { formatRightAnswer } from './right-answer';
import { serverWarning } from './submit-error';
import { widgetFor } from './widget-registry';

/** The check, or undefined when it needs Temml (the question holds math) and Temml is not loaded yet. */
function checkIfMathLoaded(question: BaseQuestion, encoded: string): CheckResult | undefined {
  try {
    return checkAnswer(question, encoded);
  } catch (error) {
    if (error instanceof MathNotLoadedError) return undefined;
    throw error;
  }
}

/** The check, loading Temml first when the question's check reads math. */
async function checkWithMath(question: BaseQuestion, encoded: string): Promise<CheckResult> {
  const result = checkIfMathLoaded(question, encoded);
  if (result) return result;
  await loadMath();
  return checkAnswer(question, encoded);
}

const STATUS_KEYS: Record<NonNullable<QuestionRightStatus>, QuestionMessageKey> = {
  RIGHT: 'statusRight',
  WRONG: 'statusWrong',
  PART_RIGHT: 'statusPartRight',
  NOT_CORRECT: 'statusNotCorrect',
};

/** Whether the submit button shows for a type: types a teacher marks have no submit or check button (spec §4). */
export function hasSubmitButton(type: BaseQuestionType): boolean {
  return moduleFor(type)?.teacherMarked !== true;
}

/** Which button the result area shows: Submit while the status is null, Again once a result exists. */
export function resultButton(status: QuestionRightStatus): 'submit' | 'again' {
  return status === null ? 'submit' : 'again';
}

/** Inputs are disabled while a submit is in flight and once a status exists (spec §4). */
export function inputsDisabled(status: QuestionRightStatus, submitting: boolean): boolean {
  return submitting || status !== null;
}

function startingAnswer(question: BaseQuestion): unknown {
  const q = question as BaseQuestion & { questionType: BaseQuestionType };
  return typeof question.studentAnswer === 'string' && question.studentAnswer !== ''
    ? decodeAnswer(q, question.studentAnswer)
    : emptyAnswer(q);
}

/** The player's settings a base question shares: see {@link QuestionPlayerProps}. */
type SharedPlayerProps = Pick<
  QuestionPlayerProps,
  'language' | 'onSubmit' | 'checkLocally' | 'uploader' | 'readOnly' | 'showExplanation' | 'onListenEvent'
>;

export interface QuestionViewProps extends SharedPlayerProps {
  /** The base question or sub-question. */
  question: BaseQuestion;
  /** Number shown before the title; omitted for sub-questions shown by their position. */
  serialNo?: number | string;
  /** The composite's id for a sub-question. */
  combineQuestionId: string | null;
  /** Local answer to start from instead of decoding studentAnswer. */
  initialAnswer?: LocalAnswer;
  /** Checks left before the first one of this visit (null or absent: unlimited or unknown). */
  initialTriesLeft?: number | null;
  /** Every change of this question's local answer, with its encoded form. */
  onAnswerChange?: (answer: LocalAnswer, encoded: string) => void;
  /** This question got or lost a status. */
  onStatusChange?: (status: QuestionRightStatus) => void;
  /** Heading level of the title: 2 for a question, 3 inside a composite. */
  headingLevel?: 2 | 3;
}

/** One base question: its body, its answer widget, the result area, the buttons and the explanation. */
export function QuestionView({
  question,
  serialNo,
  combineQuestionId,
  initialAnswer,
  initialTriesLeft = null,
  language,
  onSubmit,
  checkLocally = false,
  uploader,
  readOnly = false,
  showExplanation = false,
  onAnswerChange,
  onStatusChange,
  onListenEvent,
  headingLevel = 2,
}: QuestionViewProps) {
  const t = useQeT();
  const id = useId();
  const typed = question as BaseQuestion & { questionType: BaseQuestionType };
  const [answer, setAnswer] = useState<unknown>(() => initialAnswer ?? startingAnswer(question));
  const [status, setStatus] = useState<QuestionRightStatus>(question.questionRightStatus ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [explanationOpen, setExplanationOpen] = useState(showExplanation);
  const [announcement, setAnnouncement] = useState('');
  // The explanation a student's question comes without, given with the verdict; and the checks left.
  const [analysis, setAnalysis] = useState(question.questionAnalysis);
  const [triesLeft, setTriesLeft] = useState<number | null>(initialTriesLeft);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  // Per-item verdicts, re-evaluated against the key whenever the answer changes after a check, and
  // cleared when the status is cleared (spec §4, fill-in check states).
  // Undefined while the check waits for Temml, which the effect below loads.
  const mathReady = useMathLoaded();
  // biome-ignore lint/correctness/useExhaustiveDependencies: mathReady recomputes the check once Temml has loaded
  const items = useMemo(() => {
    if (status === null || status === 'NOT_CORRECT') return null;
    const result = checkIfMathLoaded(question, encodeAnswer(typed, answer as never));
    if (!result) return undefined;
    return result.status === 'NOT_CORRECT' ? null : result.items;
  }, [status, question, typed, answer, mathReady]);
  const waitsForMath = items === undefined;
  useEffect(() => (waitsForMath ? loadWithRetry(loadMath, () => {}) : undefined), [waitsForMath]);

  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const warn = useCallback((message: string) => setWarning(message), []);

  const changeAnswer = (next: unknown) => {
    setAnswer(next);
    setWarning(null);
    // The widget of the question's type gives that type's local answer.
    onAnswerChange?.(next as LocalAnswer, encodeAnswer(typed, next as never));
  };

  const applyStatus = (next: QuestionRightStatus) => {
    setStatus(next);
    onStatusChange?.(next);
    if (next !== null) announce(`${t('resultRegion')}: ${t(STATUS_KEYS[next])}`);
  };

  const submit = async () => {
    if (submitting) return;
    if (!hasAnswer(typed, answer as never)) {
      setWarning(t('submitTips'));
      return;
    }
    setWarning(null);
    const encoded = encodeAnswer(typed, answer as never);
    if (checkLocally || !onSubmit) {
      const result = await checkWithMath(question, encoded);
      if (live.current) applyStatus(result.status);
      return;
    }
    setSubmitting(true);
    try {
      const result = await onSubmit(encoded, {
        questionId: question.questionId,
        combineQuestionId,
        questionType: typed.questionType,
        ...(language ? { language } : {}),
      });
      if (!live.current) return;
      if (typeof result.studentAnswer === 'string' && moduleFor(typed.questionType)?.returnsBlanks === true) {
        setAnswer(decodeAnswer(typed, result.studentAnswer));
      }
      if (result.questionAnalysis) setAnalysis(result.questionAnalysis);
      if (result.triesLeft !== undefined) setTriesLeft(result.triesLeft);
      applyStatus(result.questionRightStatus ?? null);
    } catch (error) {
      if (live.current) setWarning(serverWarning(error) ?? t('serverError'));
    } finally {
      if (live.current) setSubmitting(false);
    }
  };

  const again = () => {
    setAnswer(emptyAnswer(typed));
    setWarning(null);
    setExplanationOpen(showExplanation);
    applyStatus(null);
    announce('');
  };

  const Widget = widgetFor(typed.questionType);
  const disabled = readOnly || inputsDisabled(status, submitting);
  const inlineGaps =
    moduleFor(typed.questionType)?.inlineGaps === true &&
    question.question.some((part) => part.contentType === 'TEXT' && countGaps(part.content) > 0);
  const rightAnswer = formatRightAnswer(question);
  const canExplain =
    (showExplanation || status !== null || question.correctWay === CORRECT_WAY_AUTO) &&
    (rightAnswer !== '' || (analysis?.length ?? 0) > 0 || status !== null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // One level below the question's title, so headings never skip a level.
  const ExplanationHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className="hqe-question" aria-labelledby={`${id}-title`} data-type={typed.questionType}>
      <Heading id={`${id}-title`} className="hqe-question__title">
        {serialNo !== undefined && (
          <span className="hqe-question__serial">{t('serialNo', { serialNo })} </span>
        )}
        <span>{question.questionTitle}</span>
      </Heading>
      {question.audioUrl && (
        <MediaList
          parts={[{ contentType: 'AUDIO', content: question.audioUrl, audioType: 'CONTENT' }]}
          audioLimit={question.answerAudioNum}
          onListenEvent={onListenEvent}
        />
      )}
      <MediaList
        parts={question.question}
        audioLimit={question.answerAudioNum}
        onListenEvent={onListenEvent}
        hideGapText={inlineGaps}
      />
      {question.questionPicture && (
        <MediaList parts={[{ contentType: 'PICTURE', content: question.questionPicture }]} />
      )}
      <fieldset className="hqe-question__answer">
        <legend className="hqe-visually-hidden">{t('answerArea')}</legend>
        {Widget ? (
          <Widget
            question={question}
            answer={answer}
            onChange={changeAnswer}
            disabled={disabled}
            items={items ?? null}
            status={status}
            serialNo={serialNo}
            uploader={uploader}
            announce={announce}
            warn={warn}
          />
        ) : (
          <p>{t('unsupportedType')}</p>
        )}
      </fieldset>
      <div className="hqe-question__result">
        <output className="hqe-visually-hidden" aria-live="polite">
          {announcement}
        </output>
        {status !== null && (
          <p className={`hqe-status hqe-status--${status.toLowerCase()}`}>{t(STATUS_KEYS[status])}</p>
        )}
        {warning && (
          <p className="hqe-warning" role="alert">
            {warning}
          </p>
        )}
      </div>
      <div className="hqe-question__buttons">
        {hasSubmitButton(typed.questionType) &&
          !readOnly &&
          (resultButton(status) === 'submit' && triesLeft === 0 ? (
            <p className="hqe-tries">{t('noTriesLeft')}</p>
          ) : resultButton(status) === 'submit' ? (
            <button
              type="button"
              className="hqe-button hqe-button--primary"
              onClick={submit}
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting
                ? t('submitting')
                : triesLeft === null
                  ? t('submit')
                  : triesLeft === 1
                    ? t('submitOneTryLeft')
                    : t('submitTriesLeft', { count: String(triesLeft) })}
            </button>
          ) : triesLeft === 0 ? (
            <p className="hqe-tries">{t('noTriesLeft')}</p>
          ) : (
            <button type="button" className="hqe-button" onClick={again}>
              {triesLeft === null ? t('again') : t('againTriesLeft', { count: String(triesLeft) })}
            </button>
          ))}
        {canExplain && (
          <button
            type="button"
            className="hqe-button hqe-button--link"
            aria-expanded={explanationOpen}
            aria-controls={`${id}-explanation`}
            onClick={() => setExplanationOpen((open) => !open)}
          >
            {explanationOpen ? t('hideExplanation') : t('showExplanation')}
          </button>
        )}
      </div>
      {canExplain && explanationOpen && (
        <div id={`${id}-explanation`} className="hqe-explanation">
          <ExplanationHeading className="hqe-explanation__title">{t('explanation')}</ExplanationHeading>
          {rightAnswer !== '' && (
            <RightAnswer label={t('rightAnswer', { answer: ANSWER_SLOT })} answer={rightAnswer} />
          )}
          {analysis && analysis.length > 0 ? (
            <MediaList parts={analysis} />
          ) : (
            rightAnswer === '' && <p>{t('noExplanation')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** Stands for the key in the translated 'Correct answer: {answer}', which is split around it. */
const ANSWER_SLOT = '\u0000';

/** 'Correct answer: …' with the key drawn as question text: math as math, underlines underlined. */
function RightAnswer({ label, answer }: { label: string; answer: string }) {
  const [before, after = ''] = label.split(ANSWER_SLOT);
  return (
    <p className="hqe-explanation__answer">
      {before}
      <RichText text={answer} />
      {after}
    </p>
  );
}
