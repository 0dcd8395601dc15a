import {
  announceResults,
  announceResultsMutationOptions,
  type HomeworkInfo,
  withdrawExamMutationOptions,
} from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { Button, confirm, showToast } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { PageHead } from '../../../shared/components/page-head';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { CORRECTION_STATUS_LABELS } from '../logic/labels';
import { announceOutcome } from '../logic/practice-detail';
import { isTestHomework } from '../logic/practice-pages';
import { CorrectLink } from './correct-link';

/** The homework's name, kind, target, times and grading state; marking, publishing results and withdrawing. */
export function DetailHead({ info }: { info: HomeworkInfo }) {
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
    <PageHead
      title={
        <>
          <ProcessTypeIcon processType={info.processType} /> {name}
        </>
      }
      intro={
        <>
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
        </>
      }
    >
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
        <HomeworkReportLink homework={info} className="hb-button hb-button--secondary">
          <Trans>Report</Trans>
        </HomeworkReportLink>
        {isTest ? (
          <Button variant="secondary" isDisabled={withdraw.isPending} onPress={() => void withdrawExam()}>
            <Trans>Withdraw exam</Trans>
          </Button>
        ) : null}
      </div>
    </PageHead>
  );
}
