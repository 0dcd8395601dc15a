import { coursePapersQueryOptions, coursesQueryOptions, type SubjectCode } from '@harbour/api-client';
import { Checkbox, CheckboxGroup } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';

/**
 * The course papers a unit plans: every paper of the class's grade and the subject, by course and chapter,
 * chosen with checkboxes. `value` holds the chosen paper ids in the order they were chosen (the unit's order).
 */
export function UnitPapersField({
  gradeCode,
  subjectCode,
  value,
  onChange,
}: {
  gradeCode: number;
  subjectCode: SubjectCode;
  value: readonly number[];
  onChange: (paperIds: number[]) => void;
}) {
  const { t } = useLingui();
  const courses = useQuery(coursesQueryOptions({ gradeCode, subjectCode }));
  const papers = useQueries({
    queries: (courses.data ?? []).map((course) => coursePapersQueryOptions(course.courseId)),
  });
  if (courses.isPending || papers.some((query) => query.isPending))
    return <p className="hb-calendar-setup__help">{t`Loading the course papers…`}</p>;
  if (courses.isError || papers.some((query) => query.isError))
    return <p role="alert">{t`The course papers could not be loaded.`}</p>;
  const groups = papers.flatMap((query) => (query.data ? [query.data] : []));
  if (groups.every((group) => group.papers.length === 0))
    return <p className="hb-calendar-setup__help">{t`No course papers for this grade and subject.`}</p>;
  const chosen = new Set(value.map(String));
  return (
    <div className="hb-calendar-setup__papers">
      {groups.map(({ course, papers: list }) => (
        <CheckboxGroup
          key={course.courseId}
          label={t`Papers of ${course.courseName}`}
          value={list
            .filter((paper) => chosen.has(String(paper.paperId)))
            .map((paper) => String(paper.paperId))}
          onChange={(ids) => {
            const inCourse = new Set(list.map((paper) => String(paper.paperId)));
            const kept = value.filter((id) => !inCourse.has(String(id)) || ids.includes(String(id)));
            const added = ids.map(Number).filter((id) => !value.includes(id));
            onChange([...kept, ...added]);
          }}
        >
          {list.map((paper) => (
            <Checkbox key={paper.paperId} value={String(paper.paperId)}>
              {paper.paperName}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ))}
    </div>
  );
}
