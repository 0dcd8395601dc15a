import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { RowProgress } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { formatDateTime } from '../../../shared/labels';
import { distributionInfoAtom } from '../../../shared/state/atoms';
import { DISTRIBUTION_STATUS_LABELS, PRACTICE_STATUS_LABELS } from '../../../shared/status-labels';
import { finishedPercent } from '../logic/progress';
import './distribution.css';

/** /home/distributionDetail: a distributed task sheet's progress by class and by student. */
export function DistributionDetailPage({ workPaperId }: { workPaperId: number }) {
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

  return (
    <div className="hb-dist">
      <div className="hb-page-head">
        <div>
          <h1>{workPaper.workPaperName}</h1>
          <p className="hb-dist__muted">
            <span className="hb-dist__status" data-status={workPaper.status}>
              {i18n._(DISTRIBUTION_STATUS_LABELS[workPaper.status])}
            </span>{' '}
            {workPaper.distributeObject ?? ''}
            {workPaper.startTime && workPaper.endTime
              ? ` · ${formatDateTime(workPaper.startTime)} – ${formatDateTime(workPaper.endTime)}`
              : ''}
          </p>
        </div>
        <div className="hb-dist__actions">
          <Link className="hb-dist__link" to="/home/courseMag/workPaperDetail" search={{ workPaperId }}>
            <Trans>See the PDF</Trans>
          </Link>
          {workPaper.status === 'UNDISTRIBUTED' ? (
            <Link className="hb-dist__link" to="/home/distributionOption" search={{ workPaperId }}>
              <Trans>Distribute</Trans>
            </Link>
          ) : null}
          <Link className="hb-dist__link" to="/home/distributionList">
            <Trans>Distribution list</Trans>
          </Link>
        </div>
      </div>
      {workPaper.status === 'UNDISTRIBUTED' ? (
        <p className="hb-card hb-dist__card">
          <Trans>This task sheet has not been distributed yet.</Trans>
        </p>
      ) : (
        <>
          <section className="hb-card hb-dist__card" aria-labelledby="hb-dist-classes">
            <h2 id="hb-dist-classes">
              <Trans>By class</Trans>
            </h2>
            <table className="hb-dist__table">
              <caption className="hb-visually-hidden">{t`By class`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Class`}</th>
                  <th scope="col">{t`Students`}</th>
                  <th scope="col">{t`Not started`}</th>
                  <th scope="col">{t`In progress`}</th>
                  <th scope="col">{t`Finished`}</th>
                  <th scope="col">{t`Progress`}</th>
                </tr>
              </thead>
              <tbody>
                {classes.map((row) => {
                  const name = row.groupName ? `${row.className} · ${row.groupName}` : row.className;
                  return (
                    <tr key={`${row.classId}-${row.groupName ?? ''}`}>
                      <td>{name}</td>
                      <td>{row.studentCount}</td>
                      <td>{row.notStarted}</td>
                      <td>{row.inProgress}</td>
                      <td>{row.finished}</td>
                      <td className="hb-dist__progress">
                        <RowProgress
                          percent={finishedPercent(row.finished, row.studentCount)}
                          label={t`Finished in ${name}`}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <section className="hb-card hb-dist__card" aria-labelledby="hb-dist-students">
            <h2 id="hb-dist-students">
              <Trans>By student</Trans>
            </h2>
            {students.length === 0 ? (
              <p className="hb-dist__muted">
                <Trans>No data</Trans>
              </p>
            ) : (
              <table className="hb-dist__table">
                <caption className="hb-visually-hidden">{t`By student`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Class`}</th>
                    <th scope="col">{t`Class number`}</th>
                    <th scope="col">{t`Name`}</th>
                    <th scope="col">{t`Status`}</th>
                    <th scope="col">{t`Submitted`}</th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.studentId}>
                      <td>{student.className}</td>
                      <td>{student.classNumber}</td>
                      <td>{i18n.locale === 'en' && student.nameEn ? student.nameEn : student.name}</td>
                      <td>{i18n._(PRACTICE_STATUS_LABELS[student.status])}</td>
                      <td>{student.submittedAt ? formatDateTime(student.submittedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
