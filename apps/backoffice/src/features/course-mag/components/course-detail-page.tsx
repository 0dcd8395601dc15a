import { coursePapersQueryOptions, instructionsQueryOptions, type Paper } from '@harbour/api-client';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSection } from '../../../shared/components/card-section';
import { ListTable } from '../../../shared/components/list-table';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import type { CourseItemSearch } from '../logic/detail-search';
import { ChaptersLink } from './chapters-link';
import './course-mag.css';

const paperColumn = createColumnHelper<Paper>();

/**
 * /home/courseMag/courseDetail: a chapter's papers (preview, publish as homework or test), the
 * family's instructions and the knowledge points of the papers.
 */
export function CourseDetailPage({ search }: { search: CourseItemSearch }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(coursePapersQueryOptions(search.courseId));
  const { course } = data;
  const papers = data.papers.filter(
    (p) => search.chapterId === undefined || p.chapterId === search.chapterId,
  );
  const { data: instructions } = useSuspenseQuery(
    instructionsQueryOptions({ subjectCode: course.subjectCode, textbookType: course.textbookType }),
  );
  const chapterName =
    search.chapterId === undefined ? course.courseName : (papers[0]?.chapterName ?? course.courseName);
  const knowledge = knowledgePointsOf(papers);
  const testRoute =
    course.textbookType === 'HKAT' ? '/home/courseMag/hkatTestDetail' : '/home/courseMag/issueExamination';
  const columns = [
    paperColumn.accessor('paperName', { header: t`Paper` }),
    paperColumn.accessor('questionCount', { header: t`Questions`, meta: { className: 'hb-table__num' } }),
    paperColumn.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: paper } }) => {
        const to = { courseId: course.courseId, paperId: paper.paperId, classId: search.classId };
        return (
          <div className="hb-cm__actions">
            <Link className="hb-cm__link" to="/home/courseMag/preViewPage" search={to}>
              <Trans>Preview</Trans>
            </Link>
            <Link className="hb-cm__link" to="/home/courseMag/courseOptions" search={to}>
              <Trans>Publish homework</Trans>
            </Link>
            <Link className="hb-cm__link" to={testRoute} search={to}>
              {course.textbookType === 'HKAT' ? (
                <Trans>Publish HKAT test</Trans>
              ) : (
                <Trans>Publish test</Trans>
              )}
            </Link>
          </div>
        );
      },
    }),
  ];

  return (
    <div className="hb-cm">
      <div className="hb-page-head">
        <div>
          <p className="hb-cm__muted">
            {course.courseName} · {i18n._(SUBJECT_LABELS[course.subjectCode])} ·{' '}
            {i18n._(TEXTBOOK_LABELS[course.textbookType])}
          </p>
          <h1>{chapterName}</h1>
        </div>
        <ChaptersLink course={course} classId={search.classId}>
          <Trans>Back to the chapters</Trans>
        </ChaptersLink>
      </div>
      <div className="hb-cm__columns">
        <CardSection id="hb-cm-papers" title={<Trans>Papers</Trans>}>
          <ListTable
            className="hb-cm__table"
            caption={t`Papers`}
            hideCaption
            columns={columns}
            data={papers}
            getRowId={(paper) => String(paper.paperId)}
            noDataText={
              <Trans>
                This chapter has no papers yet. <Link to="/home/courseMag">Choose another chapter</Link>.
              </Trans>
            }
          />
        </CardSection>
        <div>
          <CardSection id="hb-cm-knowledge" title={<Trans>Knowledge points</Trans>}>
            {knowledge.length === 0 ? (
              <p className="hb-cm__muted">
                <Trans>No knowledge points are listed for this chapter.</Trans>
              </p>
            ) : (
              <ul className="hb-cm__tags">
                {knowledge.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </CardSection>
          <CardSection id="hb-cm-instructions" title={<Trans>Instructions</Trans>}>
            {instructions.length === 0 ? (
              <p className="hb-cm__muted">
                <Trans>This chapter has no instructions.</Trans>
              </p>
            ) : (
              <ul className="hb-cm__instructions">
                {instructions.map((item) => (
                  <li key={item.instructionId}>
                    <h3>{item.title}</h3>
                    <p>{item.content}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardSection>
        </div>
      </div>
    </div>
  );
}

/** Knowledge points of the chapter's papers, most questions first, without repeats. */
function knowledgePointsOf(papers: readonly Paper[]): string[] {
  return [...new Set(papers.flatMap((paper) => paper.knowledgePoints))];
}
