import { coursePapersQueryOptions, type HomeworkInfo } from '@harbour/api-client';
import { gradeName, HOMEWORK_NAME_MAX, hongKongDate } from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime } from '../../../shared/labels';
import type { PublishKind } from '../../../shared/publish/publish-form';
import { courseDateTimeAtom, homeWorkInfoAtom } from '../../../shared/state/atoms';
import { DEFAULT_NAME_ENDINGS, defaultPublishName } from '../logic/labels';
import { PublishForm } from './publish-form';
import '../../../shared/publish/publish.css';

const TITLES: Record<PublishKind, MessageDescriptor> = {
  homework: msg`Publish homework`,
  test: msg`Publish a test`,
  hkatTest: msg`Publish an HKAT test`,
};

/** Preview route of each kind (spec §2 previews). */
const PREVIEW_ROUTE = {
  homework: '/home/previewCourse',
  test: '/home/previewTest',
  hkatTest: '/home/previewHkatTest',
} as const;

export interface PublishPageProps {
  kind: PublishKind;
  /** Course and paper of the questions (the route's search). */
  search: { courseId: number; paperId?: number | undefined };
}

/**
 * /home/courseMag/courseOptions (homework), issueExamination (test) and hkatTestDetail (HKAT test):
 * the paper being published and the publish form; after publishing, where to see the homework.
 */
export function PublishPage({ kind, search: { courseId, paperId } }: PublishPageProps) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(coursePapersQueryOptions(courseId));
  const setHomeWorkInfo = useSetAtom(homeWorkInfoAtom);
  const setCourseDateTime = useSetAtom(courseDateTimeAtom);
  const [published, setPublished] = useState<HomeworkInfo | null>(null);
  const { course } = data;
  const paper = data.papers.find((p) => p.paperId === paperId);

  const onPublished = (homework: HomeworkInfo) => {
    setHomeWorkInfo({ ...homework });
    setCourseDateTime(hongKongDate(homework.endTime));
    setPublished(homework);
  };

  return (
    <div className="hb-publish-page">
      <p className="hb-publish-page__kind">{i18n._(TITLES[kind])}</p>
      <h1>{paper ? paper.paperName : course.courseName}</h1>
      <p className="hb-publish-page__meta">
        {course.courseName}
        {paper ? ` · ${paper.chapterName}` : ''}
      </p>
      {!paper ? (
        <p role="alert">
          <Trans>Choose a paper of the course to publish.</Trans>
        </p>
      ) : published ? (
        <Published homework={published} kind={kind} onAgain={() => setPublished(null)} />
      ) : (
        <section className="hb-card hb-publish-page__card">
          <PublishForm
            kind={kind}
            source={{
              subjectCode: course.subjectCode,
              gradeCode: course.gradeCode,
              textbookType: course.textbookType,
              paperId: paper.paperId,
            }}
            defaultName={defaultPublishName(
              paper,
              kind === 'homework' ? null : i18n._(DEFAULT_NAME_ENDINGS[kind]),
              HOMEWORK_NAME_MAX,
            )}
            questionTotal={paper.questionCount}
            gradeName={gradeName(course.gradeCode)}
            onPublished={onPublished}
          />
        </section>
      )}
    </div>
  );
}

function Published({
  homework,
  kind,
  onAgain,
}: {
  homework: HomeworkInfo;
  kind: PublishKind;
  onAgain: () => void;
}) {
  const firstClass = homework.targets[0]?.classId;
  const day = hongKongDate(homework.endTime);
  const name = homework.homeworkName;
  return (
    <section className="hb-card hb-publish-page__card" aria-labelledby="hb-published">
      <h2 id="hb-published">
        <ProcessTypeIcon processType={homework.processType} /> <Trans>“{name}” is published</Trans>
      </h2>
      <dl className="hb-publish-page__facts">
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{homework.distributeObject}</dd>
        <dt>
          <Trans>Start</Trans>
        </dt>
        <dd>{formatDateTime(homework.startTime)}</dd>
        <dt>
          <Trans>End</Trans>
        </dt>
        <dd>{formatDateTime(homework.endTime)}</dd>
        <dt>
          <Trans>Questions</Trans>
        </dt>
        <dd>{homework.questionCount}</dd>
      </dl>
      <div className="hb-publish__actions">
        {firstClass !== undefined ? (
          <Link
            className="hb-publish-page__link"
            to="/home/dashboard"
            search={{ classId: firstClass, month: day.slice(0, 7), day }}
          >
            <Trans>See it on the calendar</Trans>
          </Link>
        ) : null}
        <Link
          className="hb-publish-page__link"
          to={PREVIEW_ROUTE[kind]}
          search={{ eHomeworkId: homework.eHomeworkId }}
        >
          <Trans>Preview it</Trans>
        </Link>
        <Link className="hb-publish-page__link" to="/home/courseMag/batchPublic" search={{ tab: 'list' }}>
          <Trans>Published homework</Trans>
        </Link>
        <button type="button" className="hb-publish-page__again" onClick={onAgain}>
          <Trans>Publish it again to others</Trans>
        </button>
      </div>
    </section>
  );
}
