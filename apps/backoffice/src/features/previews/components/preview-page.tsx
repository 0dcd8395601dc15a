import {
  coursePapersQueryOptions,
  type LanguageType,
  languageTypeSchema,
  practiceDetailQueryOptions,
} from '@harbour/api-client';
import { Select } from '@harbour/ui/select';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime } from '../../../shared/labels';
import { homeWorkInfoAtom } from '../../../shared/state/atoms';
import type { PreviewKind, PreviewSearch } from '../logic/preview-search';
import './previews.css';

/** The question engine is loaded with the preview, not with the rest of the back-office. */
const PaperQuestions = lazy(() => import('./paper-questions'));

const KIND_TITLES: Record<PreviewKind, MessageDescriptor> = {
  course: msg`Homework preview`,
  test: msg`Test preview`,
  exercise: msg`Exercise preview`,
  hkatTest: msg`HKAT test preview`,
};

const LANGUAGE_NAMES: Record<LanguageType, MessageDescriptor> = {
  CANTONESE: msg`Cantonese`,
  ENGLISH: msg`English`,
  MANDARIN: msg`Mandarin`,
};

export interface PreviewPageProps {
  /** Which of the four previews. */
  kind: PreviewKind;
  /** The URL's search params. */
  search: PreviewSearch;
  /** Replaces the search params (the language). */
  onSearch: (next: PreviewSearch) => void;
  /** A paper before publishing (courseMag/preViewPage): the links to publish it, under the title. */
  publishLinks?: boolean;
}

/**
 * /home/previewCourse, /previewTest, /previewExercise, /previewHkatTest (and courseMag/preViewPage):
 * every question of a published homework or of a paper, in teacher preview (checked locally, the
 * answer and analysis can be opened).
 */
export function PreviewPage({ kind, search, onSearch, publishLinks = false }: PreviewPageProps) {
  const { i18n } = useLingui();
  const language = search.language ?? 'CANTONESE';
  const to = { courseId: search.courseId ?? 0, paperId: search.paperId };
  const actions = publishLinks ? (
    <>
      <Link to="/home/courseMag/courseOptions" search={to}>
        <Trans>Publish homework</Trans>
      </Link>
      <Link to="/home/courseMag/issueExamination" search={to}>
        <Trans>Publish test</Trans>
      </Link>
    </>
  ) : undefined;
  return (
    <div className="hb-preview">
      <p className="hb-preview__kind">{i18n._(KIND_TITLES[kind])}</p>
      {search.eHomeworkId !== undefined ? (
        <HomeworkPreview
          eHomeworkId={search.eHomeworkId}
          language={language}
          onLanguage={(next) => onSearch({ ...search, language: next })}
          actions={actions}
        />
      ) : search.courseId !== undefined && search.paperId !== undefined ? (
        <CoursePaperPreview
          courseId={search.courseId}
          paperId={search.paperId}
          language={language}
          onLanguage={(next) => onSearch({ ...search, language: next })}
          actions={actions}
        />
      ) : (
        <p role="alert">
          <Trans>Choose a homework or a paper to preview.</Trans>
        </p>
      )}
    </div>
  );
}

interface Body {
  language: LanguageType;
  onLanguage: (language: LanguageType) => void;
  actions?: ReactNode;
}

function HomeworkPreview({ eHomeworkId, language, onLanguage, actions }: Body & { eHomeworkId: number }) {
  const { data } = useSuspenseQuery(practiceDetailQueryOptions(eHomeworkId));
  const info = data.homeworkInfo;
  const setHomeWorkInfo = useSetAtom(homeWorkInfoAtom);
  useEffect(() => {
    // Spec §3: the homework being viewed is kept for the pages that follow (session storage).
    setHomeWorkInfo({ ...info });
  }, [info, setHomeWorkInfo]);
  const start = formatDateTime(info.startTime);
  const end = formatDateTime(info.endTime);
  return (
    <Layout
      title={info.homeworkName}
      meta={
        <Trans>
          {info.distributeObject} · {start} – {end} · {info.questionCount} questions
        </Trans>
      }
      questionIds={info.questionIds}
      language={language}
      onLanguage={onLanguage}
      actions={actions}
    />
  );
}

function CoursePaperPreview({
  courseId,
  paperId,
  language,
  onLanguage,
  actions,
}: Body & { courseId: number; paperId: number }) {
  const { data } = useSuspenseQuery(coursePapersQueryOptions(courseId));
  const paper = data.papers.find((p) => p.paperId === paperId);
  if (!paper)
    return (
      <p role="alert">
        <Trans>
          This paper is not in the course any more.{' '}
          <Link to="/home/courseMag">Choose a paper in Course management</Link>.
        </Trans>
      </p>
    );
  return (
    <Layout
      title={paper.paperName}
      meta={
        <Trans>
          {data.course.courseName} · {paper.chapterName} · {paper.questionCount} questions
        </Trans>
      }
      questionIds={paper.questionIds}
      language={language}
      onLanguage={onLanguage}
      actions={actions}
    />
  );
}

function Layout({
  title,
  meta,
  questionIds,
  language,
  onLanguage,
  actions,
}: Body & { title: string; meta: ReactNode; questionIds: readonly number[] }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHead title={title} intro={<p className="hb-preview__meta">{meta}</p>}>
        <Select
          className="hb-preview__language"
          label={t`Language`}
          options={languageTypeSchema.options.map((value) => ({
            value,
            label: i18n._(LANGUAGE_NAMES[value]),
          }))}
          value={language}
          onChange={(value) => onLanguage(value as LanguageType)}
        />
      </PageHead>
      {actions ? <div className="hb-preview__actions">{actions}</div> : null}
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading the questions…</Trans>
          </p>
        }
      >
        <PaperQuestions questionIds={questionIds} language={language} />
      </Suspense>
    </>
  );
}
