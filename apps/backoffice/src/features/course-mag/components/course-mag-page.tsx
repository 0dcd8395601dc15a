import {
  type ChoosableChapter,
  choosableChaptersQueryOptions,
  classesDropdownQueryOptions,
} from '@harbour/api-client';
import { classHasSubjectAccess } from '@harbour/domain';
import { Checkbox } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ListTable } from '../../../shared/components/list-table';
import { PageHead } from '../../../shared/components/page-head';
import {
  courseClassIdAtom,
  courseGradeAtom,
  courseSubjectCodeAtom,
  userInfoAtom,
} from '../../../shared/state/atoms';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import { type CourseChoice, chooseCourse } from '../logic/course-choice';
import type { CourseSearch } from '../logic/course-search';
import './course-mag.css';
import { useScopeOptions } from '../../../shared/scope-options';

export interface CourseMagPageProps {
  /** The URL's search params. */
  search: CourseSearch;
  /** Replaces the search params. */
  onSearch: (next: CourseSearch) => void;
}

/** The choice of the page: the URL first, then what the teacher chose last in this tab (spec §3 state). */
export function useCourseChoice(search: CourseSearch): CourseChoice & { gradeName: string } {
  const userInfo = useAtomValue(userInfoAtom);
  const remembered: CourseSearch = {
    gradeCode: useAtomValue(courseGradeAtom) ?? undefined,
    subjectCode: useAtomValue(courseSubjectCodeAtom) ?? undefined,
    classId: useAtomValue(courseClassIdAtom) ?? undefined,
  };
  const scope = {
    gradeClasses: userInfo?.gradeClasses ?? [],
    subjectCodes: userInfo?.subjectCodes ?? [],
    textbookTypes: userInfo?.textbookTypes ?? [],
  };
  const choice = chooseCourse(search, scope, remembered);
  const gradeName = scope.gradeClasses.find((g) => g.gradeCode === choice.gradeCode)?.gradeName ?? '';
  return { ...choice, gradeName };
}

/** Remembers the choice in the course atoms (spec §3: courseGrade, courseSubjectCode, courseClassId). */
export function useRememberCourseChoice(choice: CourseChoice): void {
  const setGrade = useSetAtom(courseGradeAtom);
  const setSubject = useSetAtom(courseSubjectCodeAtom);
  const setClass = useSetAtom(courseClassIdAtom);
  useEffect(() => {
    setGrade(choice.gradeCode);
    setSubject(choice.subjectCode);
    setClass(choice.classId);
  }, [choice.gradeCode, choice.subjectCode, choice.classId, setGrade, setSubject, setClass]);
}

/**
 * /home/courseMag: grade, subject, textbook category (§5: by grade, only the user's types) and class;
 * the class access check per subject; the choosable chapters with their papers, to open, preview,
 * publish one by one or in batch.
 */
export function CourseMagPage({ search, onSearch }: CourseMagPageProps) {
  const { t, i18n } = useLingui();
  const scope = useScopeOptions();
  const choice = useCourseChoice(search);
  useRememberCourseChoice(choice);
  const { gradeCode, subjectCode, textbookType, classId } = choice;
  const { data: grades } = useSuspenseQuery(classesDropdownQueryOptions(subjectCode ? { subjectCode } : {}));
  const classes = grades.find((g) => g.gradeCode === gradeCode)?.classes ?? [];
  const current: CourseSearch = {
    gradeCode: gradeCode ?? undefined,
    subjectCode: subjectCode ?? undefined,
    textbookType: textbookType ?? undefined,
    classId: classId ?? undefined,
  };

  return (
    <div className="hb-cm">
      <PageHead title={<Trans>Course management</Trans>}>
        <div className="hb-cm__links">
          <Link
            className="hb-cm__link"
            to="/home/allGradeCourse"
            search={{ subjectCode: current.subjectCode }}
          >
            <Trans>Courses of all grades</Trans>
          </Link>
          <Link className="hb-cm__link" to="/home/courseMag/batchPublic" search={current}>
            <Trans>Batch publish and published homework</Trans>
          </Link>
          <Link className="hb-cm__link" to="/home/courseMag/workPaperPub">
            <Trans>Upload a task sheet</Trans>
          </Link>
        </div>
      </PageHead>
      <section className="hb-cm__filters" aria-label={t`Choose the material`}>
        <Select
          label={t`Grade`}
          options={scope.grades}
          value={gradeCode === null ? null : String(gradeCode)}
          onChange={(value) => onSearch({ ...current, gradeCode: Number(value), classId: undefined })}
        />
        <Select
          label={t`Subject`}
          options={scope.subjects}
          value={subjectCode}
          onChange={(value) => onSearch({ ...current, subjectCode: value as CourseSearch['subjectCode'] })}
        />
        <Select
          label={t`Textbook category`}
          options={choice.textbookTypes.map((type) => ({
            value: type,
            label: i18n._(TEXTBOOK_LABELS[type]),
          }))}
          value={textbookType}
          onChange={(value) => onSearch({ ...current, textbookType: value as CourseSearch['textbookType'] })}
        />
        <Select
          label={t`Class`}
          options={[
            { value: '', label: t`Any class` },
            ...classes.map((c) => ({ value: String(c.classId), label: c.className })),
          ]}
          value={classId === null ? '' : String(classId)}
          onChange={(value) => onSearch({ ...current, classId: value ? Number(value) : undefined })}
        />
      </section>
      {gradeCode === null || subjectCode === null || textbookType === null ? (
        <p className="hb-cm__notice">
          <Trans>No course is available for your grades, subjects and textbook types.</Trans>
        </p>
      ) : !classHasSubjectAccess(classes, classId, subjectCode) ? (
        <p className="hb-cm__notice" role="alert">
          <Trans>
            This class has no access to this subject's A+ courses. Choose another class or subject.
          </Trans>
        </p>
      ) : (
        <Chapters
          query={{ gradeCode, subjectCode, textbookType, ...(classId === null ? {} : { classId }) }}
          current={current}
        />
      )}
    </div>
  );
}

const chapterColumn = createColumnHelper<ChoosableChapter>();

function Chapters({
  query,
  current,
}: {
  query: Parameters<typeof choosableChaptersQueryOptions>[0];
  current: CourseSearch;
}) {
  const { t } = useLingui();
  const chapters = useQuery(choosableChaptersQueryOptions(query));
  const [chosen, setChosen] = useState<number[]>([]);
  if (chapters.isPending)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (chapters.isError)
    return (
      <p role="alert">
        <Trans>The chapters could not be loaded.</Trans>
      </p>
    );
  const { classAccess, chapters: list } = chapters.data;
  if (!classAccess)
    return (
      <p className="hb-cm__notice" role="alert">
        <Trans>This class has no access to this subject's A+ courses. Choose another class or subject.</Trans>
      </p>
    );
  const toggle = (chapter: ChoosableChapter, on: boolean) =>
    setChosen((ids) => (on ? [...ids, chapter.chapterId] : ids.filter((id) => id !== chapter.chapterId)));
  const columns = [
    chapterColumn.display({
      id: 'choose',
      header: () => <span className="hb-visually-hidden">{t`Choose`}</span>,
      cell: ({ row: { original: chapter } }) => (
        <Checkbox
          aria-label={t`Choose ${chapter.chapterName}`}
          isSelected={chosen.includes(chapter.chapterId)}
          onChange={(on) => toggle(chapter, on)}
        />
      ),
    }),
    chapterColumn.accessor('chapterName', { header: t`Chapter` }),
    chapterColumn.accessor('courseName', { header: t`Course` }),
    chapterColumn.accessor('paperCount', { header: t`Papers`, meta: { className: 'hb-table__num' } }),
    chapterColumn.accessor('questionCount', { header: t`Questions`, meta: { className: 'hb-table__num' } }),
    chapterColumn.accessor('publishedCount', {
      header: t`Published to the class`,
      meta: { className: 'hb-table__num' },
    }),
    chapterColumn.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: chapter } }) => (
        <Link
          className="hb-cm__link"
          to="/home/courseMag/courseDetail"
          search={{ courseId: chapter.courseId, chapterId: chapter.chapterId, classId: current.classId }}
        >
          <Trans>Open</Trans>
        </Link>
      ),
    }),
  ];
  return (
    <section className="hb-card" aria-labelledby="hb-cm-chapters">
      <div className="hb-page-head hb-cm__card-head">
        <h2 id="hb-cm-chapters">
          <Trans>Chapters</Trans>
        </h2>
        {chosen.length === 0 ? (
          <span className="hb-cm__muted">
            <Trans>Choose chapters to publish them in batch</Trans>
          </span>
        ) : (
          <Link
            className="hb-cm__link"
            to="/home/courseMag/batchPublic"
            search={{ ...current, chapterIds: chosen.join(',') }}
          >
            <Trans>Batch publish the chosen chapters ({chosen.length})</Trans>
          </Link>
        )}
      </div>
      <ListTable
        className="hb-cm__table"
        caption={t`Chapters`}
        hideCaption
        columns={columns}
        data={list}
        getRowId={(chapter) => String(chapter.chapterId)}
        noDataText={
          <Trans>This course has no chapters. Choose another grade, subject or textbook category.</Trans>
        }
      />
    </section>
  );
}
