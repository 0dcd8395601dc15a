import type { Course } from '@harbour/api-client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a course's chapters on /home/courseMag (its grade, subject and textbook chosen there). */
export function ChaptersLink({
  course,
  classId,
  label,
  children,
}: {
  course: Pick<Course, 'gradeCode' | 'subjectCode' | 'textbookType'>;
  /** The class the teacher is choosing material for, kept in the URL. */
  classId?: number | undefined;
  /** The link's accessible name, when its words alone do not say which course. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className="hb-cm__link"
      to="/home/courseMag"
      search={{
        gradeCode: course.gradeCode,
        subjectCode: course.subjectCode,
        textbookType: course.textbookType,
        classId,
      }}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
