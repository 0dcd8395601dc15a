import {
  type ClassHomework,
  classesDropdownQueryOptions,
  classHomeworksQueryOptions,
} from '@harbour/api-client';
import { SUBJECT_CODES } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListTable } from '../../../shared/components/list-table';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { PRACTICE_STATUS_LABELS } from '../../../shared/status-labels';
import { chooseClassId } from '../logic/dashboard-search';
import {
  DEFAULT_NEAR_DAYS,
  daysAgo,
  NEAR_DAY_CHOICES,
  type NearHomeworkSearch,
  type NearList,
  statusTone,
  timeLeft,
} from '../logic/near-homework';
import './dashboard.css';

export interface NearHomeworkPageProps {
  /** ENDING: /home/dashboard/nearHomework; PUBLISHED: /home/dashboard/nearPublicHomework. */
  list: NearList;
  search: NearHomeworkSearch;
  onSearch: (next: NearHomeworkSearch) => void;
}

const nearColumn = createColumnHelper<ClassHomework>();

/** Each near-homework list's path (spec §2). */
const NEAR_PATHS = {
  ENDING: '/home/dashboard/nearHomework',
  PUBLISHED: '/home/dashboard/nearPublicHomework',
} as const satisfies Record<NearList, string>;

/** The near-homework lists of spec §2: a class's homework due soon, or published recently. */
export function NearHomeworkPage({ list, search, onSearch }: NearHomeworkPageProps) {
  const { t } = useLingui();
  const { data: grades } = useSuspenseQuery(classesDropdownQueryOptions());
  const classId = chooseClassId(grades, search.classId);
  const days = search.days ?? DEFAULT_NEAR_DAYS;
  const classOptions = grades.flatMap((grade) =>
    grade.classes.map((c) => ({ value: String(c.classId), label: c.className })),
  );
  const dayOptions = NEAR_DAY_CHOICES.map((n) => ({
    value: String(n),
    label: list === 'ENDING' ? t`Next ${n} days` : t`Last ${n} days`,
  }));
  const subjectOptions = [
    { value: 'ALL', label: t`All subjects` },
    ...SUBJECT_CODES.map((code) => ({ value: code, label: t(SUBJECT_LABELS[code]) })),
  ];
  const keep = { classId: classId ?? undefined, days: search.days, subjectCode: search.subjectCode };

  return (
    <div className="hb-dashboard hb-near">
      <div className="hb-page-head">
        <div>
          <Link to="/home/dashboard" search={{ classId: classId ?? undefined }} className="hb-near__back">
            <Trans>‹ Dashboard</Trans>
          </Link>
          <h1>{list === 'ENDING' ? t`Homework due soon` : t`Recently published homework`}</h1>
        </div>
      </div>
      <nav className="hb-near__tabs" aria-label={t`Near homework lists`}>
        <Link
          to={NEAR_PATHS.ENDING}
          search={keep}
          className="hb-near__tab"
          aria-current={list === 'ENDING' ? 'page' : undefined}
        >
          <Trans>Due soon</Trans>
        </Link>
        <Link
          to={NEAR_PATHS.PUBLISHED}
          search={keep}
          className="hb-near__tab"
          aria-current={list === 'PUBLISHED' ? 'page' : undefined}
        >
          <Trans>Recently published</Trans>
        </Link>
      </nav>
      <div className="hb-near__filters">
        <Select
          className="hb-dashboard__class"
          label={t`Class`}
          options={classOptions}
          value={classId === null ? null : String(classId)}
          onChange={(value) => onSearch({ ...search, classId: Number(value) })}
        />
        <Select
          className="hb-near__filter"
          label={t`Period`}
          options={dayOptions}
          value={String(days)}
          onChange={(value) => onSearch({ ...search, classId: classId ?? undefined, days: Number(value) })}
        />
        <Select
          className="hb-near__filter"
          label={t`Subject`}
          options={subjectOptions}
          value={search.subjectCode ?? 'ALL'}
          onChange={(value) =>
            onSearch({
              ...search,
              classId: classId ?? undefined,
              subjectCode: value === 'ALL' ? undefined : (value as NearHomeworkSearch['subjectCode']),
            })
          }
        />
      </div>
      {classId === null ? (
        <p>
          <Trans>No class is in the scope of your role.</Trans>
        </p>
      ) : (
        <NearTable list={list} classId={classId} days={days} subjectCode={search.subjectCode} />
      )}
    </div>
  );
}

function NearTable({
  list,
  classId,
  days,
  subjectCode,
}: {
  list: NearList;
  classId: number;
  days: number;
  subjectCode: NearHomeworkSearch['subjectCode'];
}) {
  const { t } = useLingui();
  const { data: rows } = useSuspenseQuery(
    classHomeworksQueryOptions({ classId, near: list, days, ...(subjectCode ? { subjectCode } : {}) }),
  );
  const now = new Date();
  const caption =
    list === 'ENDING'
      ? t`Homework of the class due in the next ${days} days, soonest first`
      : t`Homework published to the class in the last ${days} days, newest first`;
  const columns = [
    nearColumn.accessor('homeworkName', {
      header: t`Homework`,
      meta: { className: 'hb-near__name' },
      cell: ({ row: { original: row } }) => (
        <>
          <span>
            <ProcessTypeIcon processType={row.processType} /> {row.homeworkName}
          </span>
          <span className="hb-near__count">
            <Trans>{row.questionCount} questions</Trans>
          </span>
        </>
      ),
    }),
    nearColumn.accessor((row) => t(SUBJECT_LABELS[row.subjectCode]), { id: 'subject', header: t`Subject` }),
    ...(list === 'ENDING'
      ? [
          nearColumn.accessor((row) => formatDateTime(row.endTime), {
            id: 'end',
            header: t`Ends`,
            meta: { className: 'hb-table__time' },
          }),
          nearColumn.display({
            id: 'left',
            header: t`Time left`,
            cell: ({ row: { original: row } }) => {
              const left = timeLeft(row.endTime, now);
              return left ? t`${left.days} d ${left.hours} h` : '—';
            },
          }),
        ]
      : [
          nearColumn.display({
            id: 'published',
            header: t`Published`,
            cell: ({ row: { original: row } }) => {
              const ago = daysAgo(row.createTime, now);
              return (
                <>
                  {formatDateTime(row.createTime)}
                  <span className="hb-near__ago">{ago === 0 ? t`today` : t`${ago} days ago`}</span>
                </>
              );
            },
          }),
          nearColumn.accessor((row) => formatDateTime(row.endTime), {
            id: 'end',
            header: t`Ends`,
            meta: { className: 'hb-table__time' },
          }),
        ]),
    nearColumn.display({
      id: 'status',
      header: t`Status`,
      cell: ({ row: { original: row } }) => (
        <span className={`hb-badge hb-badge--${statusTone(row.practiceStatus)}`}>
          {t(PRACTICE_STATUS_LABELS[row.practiceStatus])}
        </span>
      ),
    }),
    nearColumn.accessor('distributeObject', { header: t`Assigned to` }),
  ];
  return (
    <section className="hb-card hb-near__panel">
      <ListTable
        className="hb-near__table"
        caption={caption}
        columns={columns}
        data={rows}
        rowHeader="homeworkName"
        getRowId={(row) => String(row.eHomeworkId)}
        noDataText={
          <Trans>No homework in this period. Choose a longer period, another class or all subjects.</Trans>
        }
      />
    </section>
  );
}
