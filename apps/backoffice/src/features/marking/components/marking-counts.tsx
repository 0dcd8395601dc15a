import type { MarkingOverview } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';

/** The class's progress: students, submitted, fully marked, not marked at all. */
export function MarkingCounts({ overview }: { overview: MarkingOverview }) {
  const studentCount = overview.studentCount;
  const submitted = overview.submittedCount;
  const fullyMarked = overview.fullyMarkedCount;
  const unmarked = overview.unmarkedCount;
  return (
    <dl className="hb-marking__counts">
      <div>
        <dt>
          <Trans>Students</Trans>
        </dt>
        <dd>{studentCount}</dd>
      </div>
      <div>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{submitted}</dd>
      </div>
      <div>
        <dt>
          <Trans>Fully marked</Trans>
        </dt>
        <dd>{fullyMarked}</dd>
      </div>
      <div>
        <dt>
          <Trans>Not marked at all</Trans>
        </dt>
        <dd>{unmarked}</dd>
      </div>
    </dl>
  );
}
