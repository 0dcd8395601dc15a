import type { QuestionRightStatus, StudentQuestion } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NavigatorItem } from '../../logic/navigator-state';
import { VERDICT_LABELS } from '../../shared/labels';

/** The navigator's mark of a judged answer (its words are in the button's name). */
const VERDICT_MARKS: Record<QuestionRightStatus, string> = {
  RIGHT: '✓',
  WRONG: '✗',
  PART_RIGHT: '◐',
  NOT_CORRECT: '…',
};

/** One number of the navigator: its state in its name and class, its verdict's mark once results are shown. */
function NavigatorButton({
  item,
  question,
  resultsShown,
  onGo,
}: {
  item: NavigatorItem;
  question: StudentQuestion | undefined;
  resultsShown: boolean;
  onGo: () => void;
}) {
  const { t, i18n } = useLingui();
  // Once results are shown, each number says how its answer was judged; a question the
  // teacher marked (essays, speaking) says its mark rather than "waiting for marking".
  const verdict = resultsShown ? (question?.answer?.questionRightStatus ?? null) : null;
  const mark = verdict === 'NOT_CORRECT' && question?.outcome?.marked ? question.outcome : null;
  let label = t`Question ${item.serialNo}, not answered`;
  if (mark) label = t`Question ${item.serialNo}: marked, ${mark.score} of ${mark.maxScore}`;
  else if (verdict) label = t`Question ${item.serialNo}: ${i18n._(VERDICT_LABELS[verdict])}`;
  else if (item.missing) label = t`Question ${item.serialNo}, missing an answer`;
  else if (item.answered) label = t`Question ${item.serialNo}, answered`;
  return (
    <button
      type="button"
      className={[
        'st-navigator__item',
        item.answered ? 'is-answered' : '',
        item.missing ? 'is-missing' : '',
        mark ? 'is-marked' : verdict ? `is-${verdict.toLowerCase()}` : '',
      ].join(' ')}
      aria-current={item.current ? 'step' : undefined}
      aria-label={label}
      onClick={onGo}
    >
      {item.serialNo}
      {verdict ? (
        <span className="st-navigator__verdict" aria-hidden="true">
          {mark ? '●' : VERDICT_MARKS[verdict]}
        </span>
      ) : null}
    </button>
  );
}

/** The homework's question numbers (pressing one shows it) and how many are answered. */
export function QuestionNavigator({
  items,
  questions,
  answered,
  resultsShown,
  onGo,
}: {
  items: readonly NavigatorItem[];
  questions: readonly StudentQuestion[];
  answered: ReadonlySet<number>;
  resultsShown: boolean;
  onGo: (index: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className="st-card st-navigator" aria-label={t`Questions`}>
      <h2 className="st-navigator__title">
        <Trans>Questions</Trans>
      </h2>
      <ol>
        {items.map((item, i) => (
          <li key={item.questionId}>
            <NavigatorButton
              item={item}
              question={questions[i]}
              resultsShown={resultsShown}
              onGo={() => onGo(i)}
            />
          </li>
        ))}
      </ol>
      <p className="st-navigator__legend">
        <Trans>
          {answered.size} of {questions.length} answered
        </Trans>
      </p>
    </nav>
  );
}
