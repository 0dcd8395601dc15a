import {
  deleteWorkPaperMutationOptions,
  type WorkPaper,
  workPaperDetailQueryOptions,
} from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { Button, confirm, showToast } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { PageHead } from '../../../shared/components/page-head';
import { PdfViewer } from '../../../shared/components/pdf-viewer';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { workPaperInfoAtom } from '../../../shared/state/atoms';
import { DISTRIBUTION_STATUS_LABELS } from '../../../shared/status-labels';
import type { WorkPaperSearch } from '../logic/distribution-search';
import { formatMegabytes } from '../logic/work-paper-form';
import { PublishAgainButton } from './publish-again';
import './work-paper.css';

/** The facts of a task sheet, shared by its detail and distribute pages. */
export function WorkPaperFacts({ workPaper }: { workPaper: WorkPaper }) {
  const { i18n } = useLingui();
  const lines = workPaper.workPaperDesc.split(';').filter(Boolean);
  return (
    <dl className="hb-wp__facts">
      <dt>
        <Trans>Status</Trans>
      </dt>
      <dd>
        <span className="hb-wp__status" data-status={workPaper.status}>
          {i18n._(DISTRIBUTION_STATUS_LABELS[workPaper.status])}
        </span>
      </dd>
      <dt>
        <Trans>Subject</Trans>
      </dt>
      <dd>{i18n._(SUBJECT_LABELS[workPaper.subjectCode])}</dd>
      <dt>
        <Trans>Grade</Trans>
      </dt>
      <dd>{gradeName(workPaper.gradeCode)}</dd>
      <dt>
        <Trans>File</Trans>
      </dt>
      <dd>
        {workPaper.fileName} ({formatMegabytes(workPaper.fileSize)})
      </dd>
      <dt>
        <Trans>Uploaded</Trans>
      </dt>
      <dd>
        {workPaper.creatorName}, {formatDateTime(workPaper.createTime)}
      </dd>
      {workPaper.distributeObject ? (
        <>
          <dt>
            <Trans>To</Trans>
          </dt>
          <dd>{workPaper.distributeObject}</dd>
        </>
      ) : null}
      {workPaper.startTime ? (
        <>
          <dt>
            <Trans>Start</Trans>
          </dt>
          <dd>{formatDateTime(workPaper.startTime)}</dd>
        </>
      ) : null}
      {workPaper.endTime ? (
        <>
          <dt>
            <Trans>End</Trans>
          </dt>
          <dd>{formatDateTime(workPaper.endTime)}</dd>
        </>
      ) : null}
      {lines.length > 0 ? (
        <>
          <dt>
            <Trans>Description</Trans>
          </dt>
          <dd>
            <ul className="hb-wp__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** /home/courseMag/workPaperDetail: the task sheet's PDF in the page, its facts, distribute or delete. */
export function WorkPaperDetailPage({ search: { workPaperId } }: { search: WorkPaperSearch }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(workPaperDetailQueryOptions(workPaperId));
  const { workPaper } = data;
  const remove = useMutation(deleteWorkPaperMutationOptions(queryClient));
  const setWorkPaperInfo = useSetAtom(workPaperInfoAtom);
  useEffect(() => {
    setWorkPaperInfo({ workPaperId: workPaper.workPaperId, workPaperName: workPaper.workPaperName });
  }, [workPaper.workPaperId, workPaper.workPaperName, setWorkPaperInfo]);

  const onDelete = async () => {
    const name = workPaper.workPaperName;
    const yes = await confirm({
      title: t`Delete the task sheet`,
      message: t`Delete “${name}”?`,
      tone: 'red',
    });
    if (!yes) return;
    remove.mutate(workPaper.workPaperId, {
      onSuccess: () => {
        showToast(t`The task sheet is deleted`, 'success');
        void navigate({ to: '/home/distributionList' });
      },
    });
  };

  return (
    <WorkPaperLayout
      workPaper={workPaper}
      side={
        <div className="hb-wp__actions">
          {workPaper.status === 'UNDISTRIBUTED' ? (
            <>
              <Link
                className="hb-wp__link"
                to="/home/courseMag/workPaperSub"
                search={{ workPaperId: workPaper.workPaperId }}
              >
                <Trans>Distribute</Trans>
              </Link>
              <Button variant="secondary" onPress={() => void onDelete()} isDisabled={remove.isPending}>
                <Trans>Delete</Trans>
              </Button>
            </>
          ) : (
            <>
              <Link
                className="hb-wp__link"
                to="/home/distributionDetail"
                search={{ workPaperId: workPaper.workPaperId }}
              >
                <Trans>Distribution progress</Trans>
              </Link>
              <PublishAgainButton workPaper={workPaper} />
            </>
          )}
        </div>
      }
    />
  );
}

/** Title, facts and actions beside the PDF. */
export function WorkPaperLayout({ workPaper, side }: { workPaper: WorkPaper; side: ReactNode }) {
  return (
    <div className="hb-wp">
      <PageHead title={workPaper.workPaperName}>
        <Link className="hb-wp__link" to="/home/distributionList">
          <Trans>Distribution list</Trans>
        </Link>
      </PageHead>
      <div className="hb-wp__columns">
        <CardSection id="hb-wp-facts" title={<Trans>Task sheet</Trans>}>
          <WorkPaperFacts workPaper={workPaper} />
          {side}
        </CardSection>
        <CardSection id="hb-wp-pdf" title={<Trans>Preview</Trans>}>
          <Suspense fallback={null}>
            <PdfViewer url={workPaper.fileUrl} title={workPaper.fileName} />
          </Suspense>
        </CardSection>
      </div>
    </div>
  );
}
