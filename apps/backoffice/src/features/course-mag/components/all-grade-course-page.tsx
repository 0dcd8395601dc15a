import { type Course, coursesQueryOptions, type SubjectCode } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { createColumnHelper } from '@harbour/ui/table';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListTable } from '../../../shared/components/list-table';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import type { AllGradeCourseSearch } from '../logic/all-grade-search';
import { ChaptersLink } from './chapters-link';
import './course-mag.css';
import { useScopeOptions } from '../../../shared/scope-options';

const courseColumn = createColumnHelper<Course>();

/** /home/allGradeCourse: the courses of every grade the user may use, grade by grade. */
export function AllGradeCoursePage({
  search,
  onSearch,
}: {
  search: AllGradeCourseSearch;
  onSearch: (next: AllGradeCourseSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const scope = useScopeOptions();
  const { data: courses } = useSuspenseQuery(
    coursesQueryOptions(search.subjectCode ? { subjectCode: search.subjectCode } : {}),
  );
  const byGrade = new Map<number, Course[]>();
  for (const course of courses)
    byGrade.set(course.gradeCode, [...(byGrade.get(course.gradeCode) ?? []), course]);
  const columns = [
    courseColumn.accessor('courseName', { header: t`Course` }),
    courseColumn.accessor((course) => i18n._(SUBJECT_LABELS[course.subjectCode]), {
      id: 'subject',
      header: t`Subject`,
    }),
    courseColumn.accessor((course) => i18n._(TEXTBOOK_LABELS[course.textbookType]), {
      id: 'textbook',
      header: t`Textbook category`,
    }),
    courseColumn.accessor('chapterCount', { header: t`Chapters`, meta: { className: 'hb-table__num' } }),
    courseColumn.accessor('paperCount', { header: t`Papers`, meta: { className: 'hb-table__num' } }),
    courseColumn.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: course } }) => (
        <ChaptersLink course={course} label={t`Open the chapters of ${course.courseName}`}>
          <Trans>Chapters</Trans>
        </ChaptersLink>
      ),
    }),
  ];

  return (
    <div className="hb-cm">
      <PageHead title={<Trans>Courses of all grades</Trans>}>
        <Select
          label={t`Subject`}
          options={[{ value: '', label: t`All subjects` }, ...scope.subjects]}
          value={search.subjectCode ?? ''}
          onChange={(value) => onSearch(value ? { subjectCode: value as SubjectCode } : {})}
        />
      </PageHead>
      {courses.length === 0 ? (
        <p className="hb-cm__muted">
          <Trans>No course of this subject is open to your grades. Choose all subjects.</Trans>
        </p>
      ) : (
        <>
          <p className="hb-cm__muted">
            <Trans>Open a grade to see its courses.</Trans>
          </p>
          {[...byGrade.entries()]
            .sort(([a], [b]) => a - b)
            .map(([grade, list], index) => (
              // Grouped by grade and folded, so a long catalogue is one line a grade; the first is open.
              <details key={grade} className="hb-card hb-cm__grade" open={index === 0}>
                <summary className="hb-cm__grade-summary">
                  <h2 id={`hb-grade-${grade}`}>{gradeName(grade)}</h2>
                  <span className="hb-cm__muted">
                    <Plural value={list.length} one="# course" other="# courses" />
                  </span>
                </summary>
                <ListTable
                  className="hb-cm__table"
                  caption={gradeName(grade)}
                  hideCaption
                  columns={columns}
                  data={list}
                  getRowId={(course) => String(course.courseId)}
                />
              </details>
            ))}
        </>
      )}
    </div>
  );
}
