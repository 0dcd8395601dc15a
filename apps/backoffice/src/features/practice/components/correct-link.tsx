import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { correctPageOf, type HomeworkKind } from '../logic/practice-pages';

/** A link to a homework's scoring screen (practiceCorrect, testCorrect or hkatTestCorrect by its kind). */
export function CorrectLink({
  homework,
  className,
  label,
  children,
}: {
  homework: HomeworkKind & { eHomeworkId: number };
  className?: string;
  /** Accessible name when the visible text is not enough. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className={className}
      to={correctPageOf(homework)}
      search={{ eHomeworkId: homework.eHomeworkId }}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
