import type { ErrorCenter, ErrorQuestion } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { Pager } from '../../../shared/components/pager';
import { GroupCard } from './error-group-card';

/** A page of the mistakes' groups with their totals, and the pager. */
export function ErrorGroups({
  centre: data,
  classId,
  eHomeworkId,
  chosen,
  onToggle,
  onPage,
}: {
  centre: ErrorCenter;
  classId: number;
  eHomeworkId: number | undefined;
  chosen: readonly number[];
  onToggle: (question: ErrorQuestion) => void;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <p className="hb-errors__summary" role="status">
        <Trans>
          {data.totalMistakes} mistakes of {data.totalStudents} students in {data.totalGroups} groups
        </Trans>
      </p>
      {data.groups.length === 0 ? (
        <p>
          <Trans>No mistakes with these filters.</Trans>
        </p>
      ) : (
        <ol className="hb-errors__groups">
          {data.groups.map((group) => (
            <GroupCard
              key={group.questionId ?? `kp:${group.knowledgePoint ?? ''}`}
              group={group}
              classId={classId}
              eHomeworkId={eHomeworkId}
              chosen={chosen}
              onToggle={onToggle}
            />
          ))}
        </ol>
      )}
      <Pager
        page={data.page}
        pages={Math.max(1, Math.ceil(data.totalGroups / data.pageSize))}
        onPage={onPage}
      />
    </>
  );
}
