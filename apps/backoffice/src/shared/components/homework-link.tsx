import type { ProcessType } from '@harbour/api-client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { previewRouteOf } from '../preview-route';

/** What a link to a published homework needs: its id, kind, and the task sheet it came from, if any. */
export interface LinkedHomework {
  eHomeworkId: number;
  processType: ProcessType;
  type: string;
  /** The task sheet it was distributed from; null for other homework. */
  workPaperId: number | null;
}

/**
 * A link that opens a published homework: its preview page, or for a task sheet (which has no questions
 * to preview) the sheet's PDF.
 */
export function HomeworkLink({
  homework,
  className,
  label,
  children,
}: {
  homework: LinkedHomework;
  className?: string;
  /** Accessible name when the visible text is not enough (such as "Preview"). */
  label?: string;
  children: ReactNode;
}) {
  return homework.workPaperId !== null ? (
    <Link
      className={className}
      to="/home/courseMag/workPaperDetail"
      search={{ workPaperId: homework.workPaperId }}
      aria-label={label}
    >
      {children}
    </Link>
  ) : (
    <Link
      className={className}
      to={previewRouteOf(homework)}
      search={{ eHomeworkId: homework.eHomeworkId }}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
