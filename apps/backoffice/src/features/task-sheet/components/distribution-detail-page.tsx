import { type WorkPaperDetail, workPaperDetailQueryOptions } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { RowProgress } from '@harbour/ui';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { ListTable } from '../../../shared/components/list-table';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime } from '../../../shared/labels';
import type { SortParam } from '../../../shared/search-params';
import { distributionInfoAtom } from '../../../shared/state/atoms';
import { DISTRIBUTION_STATUS_LABELS, PRACTICE_STATUS_LABELS } from '../../../shared/status-labels';
import type { DistributionDetailSearch } from '../logic/distribution-search';
import { finishedPercent } from '../logic/progress';
import './distribution.css';
import { PublishAgainButton } from './publish-again';

type ClassProgress = WorkPaperDetail['classes'][number];
const classColumn = createColumnHelper<ClassProgress>();
const studentColumn = createColumnHelper<WorkPaperDetail['students'][number]>();

/** A class, with its group when the task sheet went to a group. */
const classLabel = (row: ClassProgress) =>
  row.groupName ? `${row.className} · ${row.groupName}` : row.className;

/** /home/distributionDetail: a distributed task sheet's progress by class and by student. */
export function DistributionDetailPage({
  search,
  onSearch,
}: {
  /** The task sheet, and how its students are sorted (the URL's `sort`). */
  search: DistributionDetailSearch;
  onSearch: (next: DistributionDetailSearch) => void;
}) {
  const { workPaperId, sort } = search;
  const onSort = (next: SortParam | undefined) => onSearch({ ...search, sort: next });
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(workPaperDetailQueryOptions(workPaperId));
  const { workPaper, classes, students } = data;
  const setDistributionInfo = useSetAtom(distributionInfoAtom);
  useEffect(() => {
    // Spec §3: the distribution being viewed (local and session storage).
    setDistributionInfo({
      workPaperId: workPaper.workPaperId,
      workPaperName: workPaper.workPaperName,
      eHomeworkId: workPaper.eHomeworkId,
      status: workPaper.status,
    });
  }, [
    workPaper.workPaperId,
    workPaper.workPaperName,
    workPaper.eHomeworkId,
    workPaper.status,
    setDistributionInfo,
  ]);

  const classColumns = [
    classColumn.accessor((row) => classLabel(row), { id: 'class', header: t`Class` }),
    classColumn.accessor('studentCount', { header: t`Students` }),
    classColumn.accessor('notStarted', { header: t`Not started` }),
    classColumn.accessor('inProgress', { header: t`In progress` }),
    classColumn.accessor('finished', { header: t`Finished` }),
    classColumn.display({
      id: 'progress',
      header: t`Progress`,
      meta: { className: 'hb-dist__progress' },
      cell: ({ row: { original: row } }) => {
        const name = classLabel(row);
        return (
          <RowProgress
            percent={finishedPercent(row.finished, row.studentCount)}
            label={t`Finished in ${name}`}
          />
        );
      },
    }),
  ];
  // Their ids are STUDENT_SORT_COLUMNS, the sorts the URL accepts.
  const studentColumns = [
    studentColumn.accessor('className', { header: t`Class` }),
    studentColumn.accessor('classNumber', { header: t`Class number` }),
    studentColumn.accessor((s) => (i18n.locale === 'en' && s.nameEn ? s.nameEn : s.name), {
      id: 'name',
      header: t`Student name`,
    }),
    studentColumn.accessor((s) => i18n._(PRACTICE_STATUS_LABELS[s.status]), {
      id: 'status',
      header: t`Status`,
      meta: { className: 'hb-table__time' },
    }),
    studentColumn.accessor((s) => s.submittedAt ?? '', {
      id: 'submittedAt',
      header: t`Submitted`,
      meta: { className: 'hb-table__time' },
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : '—'),
    }),
  ];

  return (
    <div className="hb-dist">
      <PageHead
        title={workPaper.workPaperName}
        intro={
          <p className="hb-dist__muted">
            <span className="hb-dist__status" data-status={workPaper.status}>
              {i18n._(DISTRIBUTION_STATUS_LABELS[workPaper.status])}
            </span>{' '}
            {[
              gradeName(workPaper.gradeCode),
              workPaper.distributeObject,
              workPaper.startTime && workPaper.endTime
                ? `${formatDateTime(workPaper.startTime)} – ${formatDateTime(workPaper.endTime)}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        }
      >
        <div className="hb-dist__actions">
          <Link className="hb-dist__link" to="/home/courseMag/workPaperDetail" search={{ workPaperId }}>
            <Trans>See the PDF</Trans>
          </Link>
          {workPaper.status === 'UNDISTRIBUTED' ? (
            <Link className="hb-dist__link" to="/home/distributionOption" search={{ workPaperId }}>
              <Trans>Distribute</Trans>
            </Link>
          ) : (
            <PublishAgainButton workPaper={workPaper} />
          )}
          <Link className="hb-dist__link" to="/home/distributionList">
            <Trans>Distribution list</Trans>
          </Link>
        </div>
      </PageHead>
      {workPaper.status === 'UNDISTRIBUTED' ? (
        <p className="hb-card hb-dist__card">
          <Trans>This task sheet has not been distributed yet.</Trans>
        </p>
      ) : (
        <>
          <CardSection id="hb-dist-classes" className="hb-dist__card" title={<Trans>By class</Trans>}>
            <ListTable
              className="hb-dist__table"
              caption={t`By class`}
              hideCaption
              columns={classColumns}
              data={classes}
              getRowId={(row) => `${row.classId}-${row.groupName ?? ''}`}
            />
          </CardSection>
          <CardSection id="hb-dist-students" className="hb-dist__card" title={<Trans>By student</Trans>}>
            <ListTable
              className="hb-dist__table"
              caption={t`By student`}
              hideCaption
              columns={studentColumns}
              data={students}
              getRowId={(student) => String(student.studentId)}
              sort={{ value: sort, onSort }}
            />
          </CardSection>
        </>
      )}
    </div>
  );
}
