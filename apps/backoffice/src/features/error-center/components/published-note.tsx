import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** A follow-up just published: its name and how many students it reaches. */
export interface PublishedFollowUp {
  eHomeworkId: number;
  homeworkName: string;
  studentCount: number;
}

/** The success message after a follow-up is published, with the way to it in the homework list. */
export function PublishedNote({ published, classId }: { published: PublishedFollowUp; classId: number }) {
  return (
    <p className="hb-errors__published" role="status">
      <Trans>
        Follow-up “{published.homeworkName}” published to {published.studentCount} students.
      </Trans>{' '}
      <Link to="/home/practice" search={{ classId, q: published.homeworkName }}>
        <Trans>See it in the homework list</Trans>
      </Link>
    </p>
  );
}
