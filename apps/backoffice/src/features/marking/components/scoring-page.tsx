import {
  ApiError,
  correctAnswerMutationOptions,
  ERROR_CODES,
  keepNextAnswers,
  type MarkingAnswer,
  type MarkingOverview,
  type MarkingUnit,
  markingOverviewQueryOptions,
  nextAnswersQueryOptions,
} from '@harbour/api-client';
import { Button, Checkbox, confirm } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { createRef, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { eraseDigit, markingKeyAction, typeDigit } from '../logic/keyboard-map';
import {
  answerMode,
  type DraftProblem,
  draftProblems,
  draftToBody,
  firstAnswerToMark,
  initialDraft,
  isDraftDirty,
  isEditable,
  type MarkingDraft,
  nextAnswerToMark,
} from '../logic/marking-draft';
import type { ScoringSearch } from '../logic/marking-search';
import { overviewPathFor, unitQuery } from '../logic/marking-ways';
import { AnswerCard } from './answer-card';
import { ScoreHistoryDialog } from './score-history-dialog';
import './marking.css';

export interface ScoringPageProps {
  search: ScoringSearch;
  /** Moves through the work by the URL (replace: the first student's id written in). */
  onSearch: (next: ScoringSearch, options?: { replace?: boolean }) => void;
}

/**
 * The scoring screen (spec §2 practiceCorrectDo, testCorrectDo, praTalkCorrectDo, testTalkCorrectDo,
 * writingCorrecDo): one student's answers, or one question's answer student after student; the way and the
 * position are the URL's. The next student is prefetched, so moving on shows them without waiting.
 */
export function ScoringPage({ search, onSearch }: ScoringPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { eHomeworkId } = search;
  const { data: overview } = useSuspenseQuery(
    markingOverviewQueryOptions(eHomeworkId, search.classId !== undefined ? { classId: search.classId } : {}),
  );
  const unitOptions = nextAnswersQueryOptions(eHomeworkId, unitQuery(search));
  const unit = useQuery(unitOptions);
  const dirty = useRef<() => boolean>(() => false);

  // The first student of the way: write their id into the URL (their answers are already in the cache).
  const data = unit.data;
  useEffect(() => {
    if (data && search.studentId === undefined) {
      const studentId = data.student.studentId;
      keepNextAnswers(queryClient, eHomeworkId, unitQuery(search, studentId), data);
      onSearch({ ...search, studentId }, { replace: true });
    }
  }, [data, search, eHomeworkId, queryClient, onSearch]);

  // The neighbours, fetched before they are asked for.
  useEffect(() => {
    if (!data) return;
    for (const studentId of [data.nextStudentId, data.previousStudentId])
      if (studentId !== null)
        void queryClient.prefetchQuery(nextAnswersQueryOptions(eHomeworkId, unitQuery(search, studentId)));
  }, [data, search, eHomeworkId, queryClient]);

  // Unsaved marking is lost by leaving the student (spec §4): ask first.
  useBlocker({
    shouldBlockFn: async () => {
      if (!dirty.current()) return false;
      const leave = await confirm({
        title: t`Leave without saving?`,
        message: t`The marking you have not saved for this student will be cleared.`,
        confirmText: t`Leave and clear`,
        cancelText: t`Stay`,
        tone: 'red',
      });
      return !leave;
    },
    enableBeforeUnload: () => dirty.current(),
  });

  const move = useCallback(
    (to: 'next' | 'previous') => {
      const studentId = to === 'next' ? data?.nextStudentId : data?.previousStudentId;
      if (studentId !== null && studentId !== undefined) onSearch({ ...search, studentId });
    },
    [data, search, onSearch],
  );

  const questionMode = search.questionId !== undefined;
  const question = questionMode
    ? overview.questions.find((q) => q.questionId === search.questionId)
    : undefined;
  const questionSerial = question?.serialNo ?? 0;

  return (
    <div className="hb-marking">
      <div className="hb-page-head">
        <div>
          <h1>{overview.homeworkName}</h1>
          <p className="hb-marking__way">
            {questionMode ? (
              <Trans>Question by question: question {questionSerial} across the class</Trans>
            ) : (
              <Trans>Student by student</Trans>
            )}
          </p>
        </div>
        <Link
          to={overviewPathFor(overview)}
          search={{ eHomeworkId, ...(search.classId !== undefined ? { classId: search.classId } : {}) }}
        >
          <Trans>Back to the marking overview</Trans>
        </Link>
      </div>
      <p className="hb-marking__help" id="hb-marking-keys">
        <Trans>
          Keys: type digits for the score of the answer in focus, Enter saves it and moves on, J or ↓ → next
          student, K or ↑ ← previous student (not while typing in a text field).
        </Trans>
      </p>
      <Checkbox
        isSelected={search.unmarkedOnly ?? false}
        onChange={(selected) => onSearch({ ...search, unmarkedOnly: selected || undefined })}
      >
        <Trans>Only students with work left to mark</Trans>
      </Checkbox>
      {unit.isPending ? (
        <p aria-busy="true" className="hb-marking__loading">
          <Trans>Loading the student's work…</Trans>
        </p>
      ) : unit.isError ? (
        <p role="alert">{unit.error.message}</p>
      ) : unit.data === null ? (
        <p className="hb-empty">
          <Trans>No submitted work to mark on this way through.</Trans>
        </p>
      ) : (
        <StudentWork
          key={`${unit.data.student.studentId}`}
          unit={unit.data}
          overview={overview}
          eHomeworkId={eHomeworkId}
          onMove={move}
          dirtyRef={dirty}
        />
      )}
    </div>
  );
}

interface StudentWorkProps {
  unit: NonNullable<MarkingUnit>;
  overview: MarkingOverview;
  eHomeworkId: number;
  onMove: (to: 'next' | 'previous') => void;
  dirtyRef: RefObject<() => boolean>;
}

/** One student's answers with their drafts (remounted, so cleared, for every student). */
function StudentWork({ unit, overview, eHomeworkId, onMove, dirtyRef }: StudentWorkProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The marked answer shows from the write's answer; the rest of the marking (the overview's counts, the
  // prefetched next student) goes stale without a refetch while the next student paints.
  const correctAnswer = useMutation({
    ...correctAnswerMutationOptions(queryClient, { refetchType: 'none' }),
    meta: { saysErrorsInPlace: true },
  });
  const { student, answers } = unit;
  const criteria = overview.writingCriteria;
  const drafts = useRef<Record<number, MarkingDraft>>({});
  const [, setVersion] = useState(0);
  const [current, setCurrent] = useState(() => firstAnswerToMark(answers));
  const [problems, setProblems] = useState<Record<number, DraftProblem[]>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const [history, setHistory] = useState<MarkingAnswer | null>(null);
  const [status, setStatus] = useState('');
  const scoreRefs = useMemo(() => answers.map(() => createRef<HTMLInputElement>()), [answers]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const draftOf = (answer: MarkingAnswer) =>
    (answer.answerId !== null ? drafts.current[answer.answerId] : undefined) ?? initialDraft(answer);
  const setDraft = (answer: MarkingAnswer, next: MarkingDraft | undefined) => {
    if (answer.answerId === null) return;
    if (next) drafts.current = { ...drafts.current, [answer.answerId]: next };
    else {
      const { [answer.answerId]: _, ...rest } = drafts.current;
      drafts.current = rest;
    }
    setVersion((v) => v + 1);
  };

  dirtyRef.current = () =>
    answers.some((a) => a.answerId !== null && isDraftDirty(a, drafts.current[a.answerId]));

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

  const save = async (index: number, temporary = false) => {
    const answer = answers[index];
    if (!answer || answer.answerId === null || saving !== null) return;
    const answerId = answer.answerId;
    const draft = draftOf(answer);
    if (!isEditable(answer, draft)) {
      goOn(index);
      return;
    }
    const found = draftProblems(answer, draft, answer.teacherMarked ? criteria : []);
    setProblems((p) => ({ ...p, [answerId]: found }));
    if (found.length > 0) {
      scoreRefs[index]?.current?.focus();
      return;
    }
    setSaving(answer.answerId);
    try {
      const result = await correctAnswer.mutateAsync({
        eHomeworkId,
        answerId: answer.answerId,
        body: draftToBody(answer, draft, answer.teacherMarked ? criteria : [], { temporary }),
      });
      const updated = answers.map((a) => (a.answerId === answer.answerId ? result.answer : a));
      setDraft(answer, undefined);
      setErrors(({ [answerId]: _, ...rest }) => rest);
      setStatus(t`Saved question ${answer.serialNo}.`);
      if (!temporary) goOn(index, updated);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.errorCode === ERROR_CODES.MARKING_CONFLICT)
      ) {
        setDraft(answer, undefined);
        setErrors((e) => ({ ...e, [answerId]: error.message }));
      } else {
        const message =
          error instanceof Error && error.message !== '' ? error.message : t`The score was not saved.`;
        setErrors((e) => ({ ...e, [answerId]: message }));
      }
    } finally {
      setSaving(null);
    }
  };

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

  // The keyboard map, on the whole page (a field's own keys stay its own).
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const target = event.target instanceof HTMLElement ? event.target : document.body;
    if (target.closest('[role="dialog"]')) return;
    const action = markingKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      target: {
        tagName: target.tagName,
        type: target instanceof HTMLInputElement ? target.type : undefined,
        isContentEditable: target.isContentEditable,
        role: target.getAttribute('role'),
        scoreField: target.classList.contains('hb-marking__score'),
      },
    });
    if (!action) return;
    const answer = answers[current];
    if (action.type === 'next' || action.type === 'previous') {
      event.preventDefault();
      onMove(action.type);
    } else if (action.type === 'save') {
      event.preventDefault();
      void save(current);
    } else if (
      answer &&
      isEditable(answer, draftOf(answer)) &&
      !(criteria.length > 0 && answer.teacherMarked)
    ) {
      event.preventDefault();
      const draft = draftOf(answer);
      setDraft(answer, {
        ...draft,
        score: action.type === 'digit' ? typeDigit(draft.score, action.digit) : eraseDigit(draft.score),
      });
      scoreRefs[current]?.current?.focus();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const position = unit.position;
  const total = unit.total;
  const name = i18n.locale === 'en' && student.nameEn ? student.nameEn : student.name;
  const className = student.className;
  const classNumber = student.classNumber;
  const score = student.score;
  const fullScore = student.fullScore;

  return (
    <>
      <nav className="hb-marking__students" aria-label={t`Students`}>
        <Button
          variant="secondary"
          isDisabled={unit.previousStudentId === null}
          onPress={() => onMove('previous')}
        >
          <Trans>‹ Previous student</Trans>
        </Button>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="hb-marking__student"
          data-student-id={student.studentId}
        >
          <span className="hb-marking__student-name" data-testid="marking-student-name">
            {name}
          </span>{' '}
          <span className="hb-marking__student-meta">
            <Trans>
              {className} no. {classNumber} · student {position} of {total} · total {score} / {fullScore}
            </Trans>
          </span>
        </h2>
        <Button variant="secondary" isDisabled={unit.nextStudentId === null} onPress={() => onMove('next')}>
          <Trans>Next student ›</Trans>
        </Button>
      </nav>
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
