import type { GradeClasses, SubjectCode, TextbookType } from '@harbour/api-client';
import { textbookTypesForUser } from '@harbour/domain';
import type { CourseSearch } from './course-search';

// Apart from the search parser, which runs in the entry chunk: this file takes the domain's rules (@harbour/domain).

/** What the user can pick from: their grades, subjects and textbook types. */
export interface CourseScope {
  gradeClasses: readonly GradeClasses[];
  subjectCodes: readonly SubjectCode[];
  textbookTypes: readonly TextbookType[];
}

/** The resolved choice: each asked-for value when the user may use it, else the first they may. */
export interface CourseChoice {
  gradeCode: number | null;
  subjectCode: SubjectCode | null;
  /** Categories of the grade the user may use (§5: by grade, only the user's textbook types). */
  textbookTypes: TextbookType[];
  textbookType: TextbookType | null;
  /** A class of the grade, or null for none chosen. */
  classId: number | null;
}

/** Resolves the search (and the remembered choice, used when the URL says nothing) against the scope. */
export function chooseCourse(
  search: CourseSearch,
  scope: CourseScope,
  remembered: CourseSearch = {},
): CourseChoice {
  const grades = scope.gradeClasses.map((g) => g.gradeCode);
  const wantedGrade = search.gradeCode ?? remembered.gradeCode;
  const gradeCode =
    wantedGrade !== undefined && grades.includes(wantedGrade) ? wantedGrade : (grades[0] ?? null);
  const wantedSubject = search.subjectCode ?? remembered.subjectCode;
  const subjectCode =
    wantedSubject !== undefined && scope.subjectCodes.includes(wantedSubject)
      ? wantedSubject
      : (scope.subjectCodes[0] ?? null);
  const textbookTypes = gradeCode === null ? [] : textbookTypesForUser(gradeCode, scope.textbookTypes);
  const wantedFamily = search.textbookType;
  const textbookType =
    wantedFamily !== undefined && textbookTypes.includes(wantedFamily)
      ? wantedFamily
      : (textbookTypes[0] ?? null);
  const classes = scope.gradeClasses.find((g) => g.gradeCode === gradeCode)?.classes ?? [];
  const wantedClass = search.classId ?? remembered.classId;
  const classId =
    wantedClass !== undefined && classes.some((c) => c.classId === wantedClass) ? wantedClass : null;
  return { gradeCode, subjectCode, textbookTypes, textbookType, classId };
}
