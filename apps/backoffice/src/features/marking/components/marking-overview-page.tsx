import {
  ApiError,
  announceResultsMutationOptions,
  ERROR_CODES,
  type MarkingOverview,
  markingOverviewQueryOptions,
} from '@harbour/api-client';
import { Button, confirm, Modal } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime } from '../../../shared/labels';
import type { MarkingOverviewSearch } from '../logic/marking-search';
import { type ScoringPath, scoringPathFor } from '../logic/marking-ways';
import { MarkingCounts } from './marking-counts';
import { CORRECTION_LABELS } from './marking-labels';
import { MarkingQuestionsTable } from './marking-questions-table';
import './marking.css';

/**
 * The marking overview (spec §2 practiceCorrect, testCorrect, hkatTestCorrect): the homework's questions with
 * the class's progress on each, the two ways through the work, and publishing the results.
 */
export function MarkingOverviewPage({ search }: { search: MarkingOverviewSearch }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const announce = useMutation({
    ...announceResultsMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const { eHomeworkId, classId } = search;
  const { data: overview } = useSuspenseQuery(
    markingOverviewQueryOptions(eHomeworkId, classId !== undefined ? { classId } : {}),
  );
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [publishing, setPublishing] = useState(false);
  const keep = classId !== undefined ? { classId } : {};
  const announced = overview.correctionStatus === 'ANNOUNCED';

  const [asking, setAsking] = useState(false);

  /** After the teacher confirmed in the dialog that named who is not fully marked. */
  const publish = async () => {
    setProblem('');
    setPublishing(true);
    try {
      try {
        await announce.mutateAsync({ eHomeworkId, confirm: true });
      } catch (error) {
        if (!(error instanceof ApiError) || error.errorCode !== ERROR_CODES.UNSCORED_STUDENTS) throw error;
        const goOn = await confirm({
          title: t`Some students have no scores`,
          message: `${error.message} ${t`Publish the results anyway?`}`,
          confirmText: t`Publish anyway`,
        });
        if (!goOn) return;
        await announce.mutateAsync({ eHomeworkId, confirm: true, continueWithUnscored: true });
      }
      setStatus(t`The results are published.`);
    } catch (error) {
      setProblem(
        error instanceof Error && error.message !== '' ? error.message : t`The results were not published.`,
      );
    } finally {
      setPublishing(false);
    }
  };

  const firstWay = scoringPathFor(overview);

  return (
    <div className="hb-marking">
      <PageHead
        title={overview.homeworkName}
        intro={
          <p>
            {i18n._(CORRECTION_LABELS[overview.correctionStatus])}
            {overview.announcedAt ? (
              <>
                {' · '}
                <Trans>published {formatDateTime(overview.announcedAt)}</Trans>
              </>
            ) : null}
          </p>
        }
      />
      <CardSection id="hb-marking-summary" className="hb-marking__summary" title={<Trans>Progress</Trans>}>
        <MarkingCounts overview={overview} />
        <div className="hb-marking__ways">
          <Link className="hb-button hb-button--primary" to={firstWay} search={{ eHomeworkId, ...keep }}>
            <Trans>Mark student by student</Trans>
          </Link>
          <Link
            className="hb-button hb-button--secondary"
            to={firstWay}
            search={{ eHomeworkId, unmarkedOnly: true, ...keep }}
          >
            <Trans>Mark only students with work left</Trans>
          </Link>
          <Button variant="secondary" isDisabled={announced || publishing} onPress={() => setAsking(true)}>
            <Trans>Publish results</Trans>
          </Button>
          <HomeworkReportLink
            homework={overview}
            classId={search.classId}
            className="hb-button hb-button--secondary"
          >
            <Trans>Report</Trans>
          </HomeworkReportLink>
        </div>
        {problem ? (
          <p role="alert" className="hb-field-error">
            {problem}
          </p>
        ) : null}
        <p role="status">{status}</p>
      </CardSection>
      <Modal
        isOpen={asking}
        onOpenChange={setAsking}
        actions="confirm"
        size="large"
        title={t`Publish results`}
        confirmText={t`Publish results`}
        onConfirm={() => void publish()}
      >
        <p>
          <Trans>
            Class scoring ends and results are published. The students see their scores and comments.
          </Trans>
        </p>
        <StudentsLeftToMark
          students={overview.studentsLeftToMark}
          scoringPath={firstWay}
          search={{ eHomeworkId, ...keep }}
          onOpen={() => setAsking(false)}
        />
      </Modal>
      <CardSection id="hb-marking-questions" title={<Trans>Question by question</Trans>}>
        <MarkingQuestionsTable overview={overview} keep={keep} />
      </CardSection>
    </div>
  );
}

/** The publish dialog's list of students whose work is not fully marked, each opening them on the scoring page. */
function StudentsLeftToMark({
  students,
  scoringPath,
  search,
  onOpen,
}: {
  students: MarkingOverview['studentsLeftToMark'];
  scoringPath: ScoringPath;
  search: { eHomeworkId: number; classId?: number };
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const count = students.length;
  if (count === 0)
    return (
      <p>
        <Trans>Every student's work is fully marked.</Trans>
      </p>
    );
  return (
    <section aria-labelledby="hb-marking-left-title" className="hb-marking__left">
      <h3 id="hb-marking-left-title">
        <Trans>Not fully marked yet ({count} students)</Trans>
      </h3>
      <ul>
        {students.map((student) => {
          const name = i18n.locale === 'en' && student.nameEn ? student.nameEn : student.name;
          const className = student.className;
          const classNumber = student.classNumber;
          return (
            <li key={student.studentId}>
              <Link
                to={scoringPath}
                // Publishing waits for every class: a student of another class opens in their own class.
                search={{
                  ...search,
                  ...(search.classId === undefined ? {} : { classId: student.classId }),
                  studentId: student.studentId,
                }}
                onClick={onOpen}
              >
                <Trans>
                  {name} ({className} no. {classNumber})
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
