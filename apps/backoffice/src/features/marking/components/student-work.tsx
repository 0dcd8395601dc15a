import type { MarkingAnswer, MarkingOverview, MarkingUnit } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { createRef, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { answerMode, firstAnswerToMark, isEditable, nextAnswerToMark } from '../logic/marking-draft';
import { AnswerCard } from './answer-card';
import { ScoreHistoryDialog } from './score-history-dialog';
import { StudentNav } from './student-nav';
import { useAnswerDrafts } from './use-answer-drafts';
import { useMarkingKeys } from './use-marking-keys';
import { useSaveAnswer } from './use-save-answer';

interface StudentWorkProps {
  unit: NonNullable<MarkingUnit>;
  overview: MarkingOverview;
  eHomeworkId: number;
  onMove: (to: 'next' | 'previous') => void;
  dirtyRef: RefObject<() => boolean>;
}

/** One student's answers with their drafts (remounted, so cleared, for every student). */
export function StudentWork({ unit, overview, eHomeworkId, onMove, dirtyRef }: StudentWorkProps) {
  const { t } = useLingui();
  const { answers } = unit;
  const criteria = overview.writingCriteria;
  const { draftOf, setDraft } = useAnswerDrafts(answers, dirtyRef);
  const [current, setCurrent] = useState(() => firstAnswerToMark(answers));
  const [history, setHistory] = useState<MarkingAnswer | null>(null);
  const [status, setStatus] = useState('');
  const scoreRefs = useMemo(() => answers.map(() => createRef<HTMLInputElement>()), [answers]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus the first answer to mark when the student opens (this component is mounted per student), so
  // digits and Enter work at once; a save that refreshes the answers leaves the focus where it is.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const first = firstAnswerToMark(answers);
    const answer = answers[first];
    if (answer && isEditable(answer, undefined)) scoreRefs[first]?.current?.focus({ preventScroll: false });
    else headingRef.current?.focus();
  }, [answers, scoreRefs]);

  /** After a save: the next answer of the student waiting for a teacher, else the next student. */
  const goOn = (index: number, list: readonly MarkingAnswer[] = answers) => {
    const next = nextAnswerToMark(list, index);
    if (next !== null) {
      setCurrent(next);
      scoreRefs[next]?.current?.focus();
      return;
    }
    if (unit.nextStudentId !== null) onMove('next');
    else setStatus(t`This is the last student of this way through.`);
  };
  // What saving and the keyboard both work on: the answers, their drafts and their score fields.
  const work = { answers, criteria, draftOf, setDraft, scoreRefs };
  const { save, saving, problems, errors } = useSaveAnswer({
    ...work,
    eHomeworkId,
    goOn,
    onSaved: setStatus,
  });
  useMarkingKeys({ ...work, current, onMove, save: (index) => void save(index) });

  return (
    <>
      <StudentNav unit={unit} headingRef={headingRef} onMove={onMove} />
      <p role="status" className="hb-marking__status">
        {status}
      </p>
      <div className="hb-marking__answers">
        {answers.map((answer, index) => (
          <AnswerCard
            key={`${answer.questionId}-${answer.childKey}`}
            answer={answer}
            draft={draftOf(answer)}
            onDraft={(next) => {
              setDraft(answer, next);
              setCurrent(index);
            }}
            writingCriteria={answer.teacherMarked ? criteria : []}
            problems={answer.answerId !== null ? (problems[answer.answerId] ?? []) : []}
            error={answer.answerId !== null ? (errors[answer.answerId] ?? null) : null}
            saving={saving !== null && saving === answer.answerId}
            current={index === current}
            scoreRef={scoreRefs[index]}
            onSave={(temporary) => void save(index, temporary)}
            onHistory={() => setHistory(answer)}
            onFocusAnswer={() => setCurrent(index)}
          />
        ))}
      </div>
      {history && history.answerId !== null ? (
        <ScoreHistoryDialog
          eHomeworkId={eHomeworkId}
          answerId={history.answerId}
          serialNo={history.serialNo}
          onClose={() => setHistory(null)}
        />
      ) : null}
      {answers.every((a) => answerMode(a) !== 'TO_MARK') ? (
        <p className="hb-marking__done">
          <Trans>Everything of this student is marked.</Trans>
        </p>
      ) : null}
    </>
  );
}
