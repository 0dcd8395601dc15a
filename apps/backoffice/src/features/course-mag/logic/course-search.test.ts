import type { GradeClasses } from '@harbour/api-client';
import { chooseCourse } from './course-choice';
import { parseCourseSearch } from './course-search';

const gradeClasses: GradeClasses[] = [
  { gradeCode: 3, gradeName: 'P3', classes: [{ classId: 11, className: '3A' }] },
  { gradeCode: 6, gradeName: 'P6', classes: [{ classId: 21, className: '6A' }] },
];
const scope = {
  gradeClasses,
  subjectCodes: ['MATH', 'ENGLISH'] as const,
  textbookTypes: ['A_PLUS', 'HKAT'] as const,
};

it('reads valid search params and drops the rest', () => {
  expect(
    parseCourseSearch({ gradeCode: '6', subjectCode: 'MATH', textbookType: 'HKAT', classId: '21' }),
  ).toEqual({ gradeCode: 6, subjectCode: 'MATH', textbookType: 'HKAT', classId: 21 });
  expect(
    parseCourseSearch({ gradeCode: '10', subjectCode: 'ART', textbookType: 'X', classId: '-1' }),
  ).toEqual({});
});

it('offers only the grade categories within the user textbook types (§5)', () => {
  // Grade 3: A_PLUS, SE_ZONE, WRITING_ZONE → the user has A_PLUS only.
  expect(chooseCourse({ gradeCode: 3 }, scope).textbookTypes).toEqual(['A_PLUS']);
  // Grade 6: A_PLUS, HKAT, WRITING_ZONE → A_PLUS and HKAT.
  expect(chooseCourse({ gradeCode: 6 }, scope).textbookTypes).toEqual(['A_PLUS', 'HKAT']);
});

it('falls back to the first grade, subject and category the user may use', () => {
  expect(chooseCourse({ gradeCode: 5, subjectCode: 'CHINESE', textbookType: 'HKAT' }, scope)).toEqual({
    gradeCode: 3,
    subjectCode: 'MATH',
    textbookTypes: ['A_PLUS'],
    textbookType: 'A_PLUS',
    classId: null,
  });
});

it('uses the remembered choice when the URL says nothing, and keeps classes of the grade only', () => {
  const choice = chooseCourse({}, scope, { gradeCode: 6, subjectCode: 'ENGLISH', classId: 21 });
  expect(choice).toMatchObject({ gradeCode: 6, subjectCode: 'ENGLISH', classId: 21 });
  expect(chooseCourse({ gradeCode: 3, classId: 21 }, scope).classId).toBeNull();
});
