import { keepNextAnswers, markingOverviewQueryOptions, nextAnswersQueryOptions } from '@harbour/api-client';
import { Checkbox, confirm } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { PageHead } from '../../../shared/components/page-head';
import type { ScoringSearch } from '../logic/marking-search';
import { overviewPathFor, unitQuery } from '../logic/marking-ways';
import { StudentWork } from './student-work';
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
      <PageHead
        title={overview.homeworkName}
        intro={
          <p className="hb-marking__way">
            {questionMode ? (
              <Trans>Question by question: question {questionSerial} across the class</Trans>
            ) : (
              <Trans>Student by student</Trans>
            )}
          </p>
        }
      >
        <Link
          to={overviewPathFor(overview)}
          search={{ eHomeworkId, ...(search.classId !== undefined ? { classId: search.classId } : {}) }}
        >
          <Trans>Back to the marking overview</Trans>
        </Link>
        <HomeworkReportLink homework={overview} classId={search.classId}>
          <Trans>Report</Trans>
        </HomeworkReportLink>
      </PageHead>
      <p className="hb-marking__help" id="hb-marking-keys">
        <Trans>
          Keys: type digits for the score of the answer in focus, Enter saves it and moves on, J or ↓ → next
          student, K or ↑ ← previous student (not while typing in a text field). In a comment, Alt+↓ opens
          your comment bank: ↑ ↓ choose, Enter inserts.
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
