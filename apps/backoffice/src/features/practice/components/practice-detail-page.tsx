import {
  announceResults,
  announceResultsMutationOptions,
  type HomeworkInfo,
  type PracticeStudent,
  practiceDetailQueryOptions,
  practiceNotSubmittedQueryOptions,
  practiceRedoQueryOptions,
  practiceStudentsQueryOptions,
  type RedoStudent,
  requestRedoMutationOptions,
  withdrawExamMutationOptions,
} from '@harbour/api-client';
import { gradeName, SUBMIT_STATUSES } from '@harbour/domain';
import { Button, Checkbox, confirm, showToast, TabBar } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListTable } from '../../../shared/components/list-table';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { CORRECTION_STATUS_LABELS, SUBMIT_STATUS_LABELS } from '../logic/labels';
import {
  announceOutcome,
  canAskRedo,
  markingProgress,
  redoChoice,
  STUDENTS_PAGE_SIZE,
  studentName,
  studentsQueryOf,
} from '../logic/practice-detail';
import { isTestHomework } from '../logic/practice-pages';
import type { PracticeDetailSearch } from '../logic/practice-search';
import { CorrectLink } from './correct-link';
import './practice.css';

const studentColumn = createColumnHelper<PracticeStudent>();
const redoColumn = createColumnHelper<RedoStudent>();

/**
 * practiceDetail, testSubmit, hkatTestSubmit and ePracticeSubmit: one homework's students with their
 * submission, score and marking progress (filtered by class and submission status in the URL), the
 * students who have not submitted, and those asked to redo; the way to its scoring screen, publishing
 * its results and, for a test, withdrawing it.
 */
export function PracticeDetailPage({
  search,
  onSearch,
}: {
  search: PracticeDetailSearch;
  onSearch: (next: PracticeDetailSearch) => void;
}) {
  if (search.eHomeworkId === 0)
    return (
      <div className="hb-practice">
        <div className="hb-card" role="alert">
          <h1>
            <Trans>No homework was chosen</Trans>
          </h1>
          <p>
            <Link to="/home/practice">
              <Trans>Choose a homework in Homework marking</Trans>
            </Link>
          </p>
        </div>
      </div>
    );
  return <PracticeDetail search={search} onSearch={onSearch} />;
}

function PracticeDetail({
  search,
  onSearch,
}: {
  search: PracticeDetailSearch;
  onSearch: (next: PracticeDetailSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const { eHomeworkId } = search;
  const {
    data: { homeworkInfo: info },
  } = useSuspenseQuery(practiceDetailQueryOptions(eHomeworkId));
  const tab = search.tab ?? 'students';
  const redo = useQuery(practiceRedoQueryOptions(eHomeworkId));
  const set = (change: Partial<PracticeDetailSearch>) => {
    const next: Record<string, unknown> = { ...search, ...change, page: undefined };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    onSearch(next as unknown as PracticeDetailSearch);
  };
  const classes = uniqueClasses(info);

  return (
    <div className="hb-practice">
      <DetailHead info={info} />
      <section className="hb-card" aria-labelledby="hb-practice-students">
        <h2 id="hb-practice-students">
          <Trans>Students</Trans>
        </h2>
        <search aria-label={t`Filter students`} className="hb-list-filters">
          <Select
            label={t`Class`}
            options={[{ value: '', label: t`All classes` }, ...classes]}
            value={search.classId ? String(search.classId) : ''}
            onChange={(value) => set({ classId: value ? Number(value) : undefined })}
          />
          <Select
            label={t`Submission`}
            options={[
              { value: '', label: t`All submission statuses` },
              ...SUBMIT_STATUSES.map((status) => ({
                value: status,
                label: i18n._(SUBMIT_STATUS_LABELS[status]),
              })),
            ]}
            value={search.submitStatus ?? ''}
            onChange={(value) => set({ submitStatus: SUBMIT_STATUSES.find((status) => status === value) })}
          />
        </search>
        <TabBar
          aria-label={t`Lists of students`}
          items={[
            { value: 'students', label: t`All students` },
            { value: 'notSubmitted', label: t`Not submitted` },
            { value: 'redo', label: t`Asked to redo`, count: redo.data?.length },
          ]}
          value={tab}
          onChange={(value) => set({ tab: value === 'notSubmitted' || value === 'redo' ? value : undefined })}
        >
          {tab === 'students' ? (
            <StudentsList info={info} search={search} onPage={(page) => onSearch({ ...search, page })} />
          ) : tab === 'notSubmitted' ? (
            <NotSubmittedList info={info} search={search} onPage={(page) => onSearch({ ...search, page })} />
          ) : (
            <RedoList
              students={redo.data}
              failed={redo.isError}
              page={search.page ?? 1}
              onPage={(page) => onSearch({ ...search, page })}
            />
          )}
        </TabBar>
      </section>
    </div>
  );
}

/** The classes a homework reaches, as the options of a select. */
function uniqueClasses(info: HomeworkInfo): { value: string; label: string }[] {
  const seen = new Map<number, string>();
  for (const target of info.targets) seen.set(target.classId, target.className);
  return [...seen].map(([classId, className]) => ({ value: String(classId), label: className }));
}

/** The homework's name, kind, target, times and grading state; marking, publishing results and withdrawing. */
function DetailHead({ info }: { info: HomeworkInfo }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The two refusals that publishing expects (gaps in scores; students with nothing scored) are answers
  // this page says in place, not failures: they are not warned about a second time in a toast.
  const announce = useMutation(
    announceResultsMutationOptions(queryClient, {
      send: (input) => announceOutcome(() => announceResults(input)),
      changed: (outcome) => outcome.kind === 'PUBLISHED',
    }),
  );
  const withdraw = useMutation(withdrawExamMutationOptions(queryClient));
  const [problem, setProblem] = useState<string | null>(null);
  const name = info.homeworkName;
  const isTest = isTestHomework(info);

  const publishResults = async (continueWithUnscored = false) => {
    if (!continueWithUnscored) {
      const yes = await confirm({
        title: t`Publish results`,
        message: t`Class scoring ends and the results of “${name}” are published to the students. Continue?`,
      });
      if (!yes) return;
    }
    setProblem(null);
    announce.mutate(
      { eHomeworkId: info.eHomeworkId, confirm: true, continueWithUnscored },
      {
        onSuccess: async (outcome) => {
          if (outcome.kind === 'PUBLISHED') showToast(t`Results published`, 'success');
          if (outcome.kind === 'NOT_ALL_SCORED')
            setProblem(outcome.message || t`Some students have not been scored`);
          if (outcome.kind === 'UNSCORED_STUDENTS') {
            const more = await confirm({
              title: t`Publish results`,
              message:
                outcome.message ||
                t`Some students have no score for any question that needs a teacher. Publish the results anyway?`,
              tone: 'red',
            });
            if (more) void publishResults(true);
          }
        },
      },
    );
  };

  const withdrawExam = async () => {
    const yes = await confirm({
      title: t`Withdraw exam`,
      message: t`Withdraw “${name}”? Every student's answers and scores of this exam are erased. This cannot be undone.`,
      tone: 'red',
    });
    if (!yes) return;
    withdraw.mutate(
      { eHomeworkId: info.eHomeworkId, confirm: true },
      {
        onSuccess: (answer) => {
          const count = answer.erasedStudents;
          showToast(t`Exam withdrawn: the records of ${count} students were erased`, 'success');
        },
      },
    );
  };

  return (
    <div className="hb-page-head">
      <div>
        <h1>
          <ProcessTypeIcon processType={info.processType} /> {name}
        </h1>
        <p className="hb-practice__muted">
          <span className="hb-practice__badge" data-correction={info.correctionStatus}>
            {i18n._(CORRECTION_STATUS_LABELS[info.correctionStatus])}
          </span>{' '}
          {[
            i18n._(SUBJECT_LABELS[info.subjectCode]),
            gradeName(info.gradeCode),
            i18n._(PROCESS_TYPE_LABELS[info.processType]),
            info.distributeObject,
            `${formatDateTime(info.startTime)} – ${formatDateTime(info.endTime)}`,
          ].join(' · ')}
        </p>
        <p className="hb-practice__muted">
          <Trans>
            Submitted: {info.submittedCount} of {info.studentCount} students
          </Trans>
        </p>
        {problem ? (
          <p role="alert" className="hb-practice__problem">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="hb-practice__actions">
        {info.submittedCount > 0 ? (
          <CorrectLink homework={info} className="hb-button hb-button--primary">
            <Trans>Mark</Trans>
          </CorrectLink>
        ) : null}
        {info.correctionStatus !== 'ANNOUNCED' && info.submittedCount > 0 ? (
          <Button variant="secondary" isDisabled={announce.isPending} onPress={() => void publishResults()}>
            <Trans>Publish results</Trans>
          </Button>
        ) : null}
        {isTest ? (
          <Button variant="secondary" isDisabled={withdraw.isPending} onPress={() => void withdrawExam()}>
            <Trans>Withdraw exam</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Every student the homework reaches (in the filters), with the redo choice. */
function StudentsList({
  info,
  search,
  onPage,
}: {
  info: HomeworkInfo;
  search: PracticeDetailSearch;
  onPage: (page: number | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const students = useQuery({
    ...practiceStudentsQueryOptions(info.eHomeworkId, studentsQueryOf(search)),
    placeholderData: (previous) => previous,
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const askRedo = useMutation(requestRedoMutationOptions(queryClient));
  const rows = students.data ?? [];
  const choice = redoChoice(rows, chosen);
  const totals = rows.reduce(
    (sum, s) => ({ marked: sum.marked + s.markedCount, toMark: sum.toMark + s.toMarkCount }),
    { marked: 0, toMark: 0 },
  );

  const onRedo = async () => {
    const count = choice.length;
    const yes = await confirm({
      title: t`Ask to redo`,
      message: t`Ask ${count} students to redo “${info.homeworkName}”? Their submission is reopened and they hand it in again.`,
    });
    if (!yes) return;
    askRedo.mutate(
      { eHomeworkId: info.eHomeworkId, studentIds: choice },
      {
        onSuccess: (answer) => {
          const done = answer.studentIds.length;
          setChosen(new Set());
          showToast(t`${done} students asked to redo`, 'success');
        },
      },
    );
  };

  const columns = [
    studentColumn.display({
      id: 'choose',
      header: () => <span className="hb-visually-hidden">{t`Choose`}</span>,
      cell: ({ row: { original: s } }) => {
        const who = studentName(s, i18n.locale);
        return canAskRedo(s) ? (
          <Checkbox
            aria-label={t`Choose ${who}`}
            isSelected={chosen.has(s.studentId)}
            onChange={(on) =>
              setChosen((ids) => {
                const next = new Set(ids);
                if (on) next.add(s.studentId);
                else next.delete(s.studentId);
                return next;
              })
            }
          />
        ) : null;
      },
    }),
    studentColumn.accessor('className', { header: t`Class` }),
    studentColumn.accessor('classNumber', { header: t`Class number` }),
    studentColumn.accessor((s) => studentName(s, i18n.locale), { id: 'name', header: t`Student name` }),
    studentColumn.accessor('submitStatus', {
      header: t`Submission`,
      cell: ({ row: { original: s } }) => (
        <>
          <span className="hb-practice__submit" data-submit={s.submitStatus}>
            {i18n._(SUBMIT_STATUS_LABELS[s.submitStatus])}
          </span>
          {s.redoRequested ? (
            <span className="hb-practice__redo">
              {' '}
              <Trans>(asked to redo)</Trans>
            </span>
          ) : null}
        </>
      ),
    }),
    studentColumn.accessor((s) => s.submittedAt ?? '', {
      id: 'submittedAt',
      header: t`Submitted at`,
      meta: { className: 'hb-table__time' },
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : '—'),
    }),
    studentColumn.accessor((s) => s.score, {
      id: 'score',
      header: t`Score`,
      cell: ({ row: { original: s } }) => (s.submittedAt ? `${s.score} / ${s.fullScore}` : '—'),
    }),
    studentColumn.accessor((s) => s.toMarkCount, {
      id: 'marking',
      header: t`Marking progress`,
      cell: ({ row: { original: s } }) => {
        const progress = markingProgress(s);
        if (!progress) return '—';
        const { marked, total } = progress;
        return marked === total ? (
          <Trans>All {total} marked</Trans>
        ) : (
          <Trans>
            {marked} of {total} marked
          </Trans>
        );
      },
    }),
  ];

  // Rows once loaded stay shown, even when a later refresh fails.
  if (!students.data)
    return students.isError ? (
      <p role="alert">
        <Trans>The students could not be loaded.</Trans>
      </p>
    ) : (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <>
      <div className="hb-practice__bar">
        <p className="hb-practice__muted">
          {totals.marked + totals.toMark > 0 ? (
            <Trans>
              Answers marked: {totals.marked} of {totals.marked + totals.toMark}
            </Trans>
          ) : (
            <Trans>No answer here needs a teacher's marking.</Trans>
          )}
        </p>
        <Button
          variant="secondary"
          isDisabled={choice.length === 0 || askRedo.isPending}
          onPress={() => void onRedo()}
        >
          <Trans>Ask to redo ({choice.length})</Trans>
        </Button>
      </div>
      <ListTable
        caption={t`Students`}
        hideCaption
        columns={columns}
        data={rows}
        rowHeader="name"
        getRowId={(s) => String(s.studentId)}
        rowAttributes={(s) => ({ 'data-student-id': s.studentId })}
        paging={{
          page: search.page ?? 1,
          pageSize: STUDENTS_PAGE_SIZE,
          onPage: (p) => onPage(p > 1 ? p : undefined),
        }}
        noDataText={<Trans>No student matches these filters.</Trans>}
      />
    </>
  );
}

/** The students who have not submitted (GET /notsubmited), in the class filter. */
function NotSubmittedList({
  info,
  search,
  onPage,
}: {
  info: HomeworkInfo;
  search: PracticeDetailSearch;
  onPage: (page: number | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const students = useQuery(
    practiceNotSubmittedQueryOptions(info.eHomeworkId, search.classId ? { classId: search.classId } : {}),
  );
  const columns = [
    studentColumn.accessor('className', { header: t`Class` }),
    studentColumn.accessor('classNumber', { header: t`Class number` }),
    studentColumn.accessor((s) => studentName(s, i18n.locale), { id: 'name', header: t`Student name` }),
    studentColumn.accessor((s) => i18n._(SUBMIT_STATUS_LABELS[s.submitStatus]), {
      id: 'submitStatus',
      header: t`Submission`,
    }),
  ];
  // Rows once loaded stay shown, even when a later refresh fails.
  if (!students.data)
    return students.isError ? (
      <p role="alert">
        <Trans>The students could not be loaded.</Trans>
      </p>
    ) : (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <ListTable
      caption={t`Students who have not submitted`}
      hideCaption
      columns={columns}
      data={students.data}
      rowHeader="name"
      getRowId={(s) => String(s.studentId)}
      paging={{
        page: search.page ?? 1,
        pageSize: STUDENTS_PAGE_SIZE,
        onPage: (p) => onPage(p > 1 ? p : undefined),
      }}
      noDataText={<Trans>Every student has submitted.</Trans>}
    />
  );
}

/** The students asked to redo (GET /redo). */
function RedoList({
  students,
  failed,
  page,
  onPage,
}: {
  students: RedoStudent[] | undefined;
  failed: boolean;
  page: number;
  onPage: (page: number | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const columns = [
    redoColumn.accessor('className', { header: t`Class` }),
    redoColumn.accessor('classNumber', { header: t`Class number` }),
    redoColumn.accessor((s) => studentName(s, i18n.locale), { id: 'name', header: t`Student name` }),
    redoColumn.accessor((s) => formatDateTime(s.requestedAt), {
      id: 'requestedAt',
      header: t`Asked at`,
      meta: { className: 'hb-table__time' },
    }),
  ];
  if (!students)
    return failed ? (
      <p role="alert">
        <Trans>The students could not be loaded.</Trans>
      </p>
    ) : (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <ListTable
      caption={t`Students asked to redo`}
      hideCaption
      columns={columns}
      data={students}
      rowHeader="name"
      getRowId={(s) => String(s.studentId)}
      paging={{ page, pageSize: STUDENTS_PAGE_SIZE, onPage: (p) => onPage(p > 1 ? p : undefined) }}
      noDataText={
        <Trans>No student has been asked to redo. Choose students who submitted in All students.</Trans>
      }
    />
  );
}
