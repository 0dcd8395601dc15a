import { practiceDetailQueryOptions, practiceRedoQueryOptions } from '@harbour/api-client';
import { SUBMIT_STATUSES } from '@harbour/domain';
import { TabBar } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSection } from '../../../shared/components/card-section';
import { AllOrOneSelect, EnumFilter } from '../../../shared/components/list-filters';
import { withFilters } from '../../../shared/list-search';
import { SUBMIT_STATUS_LABELS } from '../logic/labels';
import { classOptions } from '../logic/practice-detail';
import type { PracticeDetailSearch } from '../logic/practice-search';
import { DetailHead } from './practice-detail-head';
import { NotSubmittedList } from './practice-not-submitted-list';
import { RedoList } from './practice-redo-list';
import { StudentsList } from './practice-students-list';
import './practice.css';

/**
 * practiceDetail, testSubmit, hkatTestSubmit and ePracticeSubmit: one homework's students with their
 * submission, score and marking progress (filtered by class and submission status in the URL), the
 * students who have not submitted, and those asked to redo; the way to its scoring screen, publishing
 * its results and, for a test, withdrawing it.
 */
export function PracticeDetailPage({
  search,
  onSearch,
}: {
  search: PracticeDetailSearch;
  onSearch: (next: PracticeDetailSearch) => void;
}) {
  if (search.eHomeworkId === 0)
    return (
      <div className="hb-practice">
        <div className="hb-card" role="alert">
          <h1>
            <Trans>No homework was chosen</Trans>
          </h1>
          <p>
            <Link to="/home/practice">
              <Trans>Choose a homework in Homework marking</Trans>
            </Link>
          </p>
        </div>
      </div>
    );
  return <PracticeDetail search={search} onSearch={onSearch} />;
}

function PracticeDetail({
  search,
  onSearch,
}: {
  search: PracticeDetailSearch;
  onSearch: (next: PracticeDetailSearch) => void;
}) {
  const { t } = useLingui();
  const { eHomeworkId } = search;
  const {
    data: { homeworkInfo: info },
  } = useSuspenseQuery(practiceDetailQueryOptions(eHomeworkId));
  const tab = search.tab ?? 'students';
  const redo = useQuery(practiceRedoQueryOptions(eHomeworkId));
  const set = (change: Partial<PracticeDetailSearch>) => onSearch(withFilters(search, change));
  const classes = classOptions(info);

  return (
    <div className="hb-practice">
      <DetailHead info={info} />
      <CardSection id="hb-practice-students" title={<Trans>Students</Trans>}>
        <search aria-label={t`Filter students`} className="hb-list-filters">
          <AllOrOneSelect
            label={t`Class`}
            allLabel={t`All classes`}
            options={classes}
            value={search.classId}
            onChange={(value) => set({ classId: value ? Number(value) : undefined })}
          />
          <EnumFilter
            label={t`Submission`}
            allLabel={t`All submission statuses`}
            values={SUBMIT_STATUSES}
            labels={SUBMIT_STATUS_LABELS}
            value={search.submitStatus}
            onChange={(submitStatus) => set({ submitStatus })}
          />
        </search>
        <TabBar
          aria-label={t`Lists of students`}
          items={[
            { value: 'students', label: t`All students` },
            { value: 'notSubmitted', label: t`Not submitted` },
            { value: 'redo', label: t`Asked to redo`, count: redo.data?.length },
          ]}
          value={tab}
          onChange={(value) => set({ tab: value === 'notSubmitted' || value === 'redo' ? value : undefined })}
        >
          {tab === 'students' ? (
            <StudentsList info={info} search={search} onPage={(page) => onSearch({ ...search, page })} />
          ) : tab === 'notSubmitted' ? (
            <NotSubmittedList info={info} search={search} onPage={(page) => onSearch({ ...search, page })} />
          ) : (
            <RedoList
              students={redo.data}
              failed={redo.isError}
              page={search.page ?? 1}
              onPage={(page) => onSearch({ ...search, page })}
            />
          )}
        </TabBar>
      </CardSection>
    </div>
  );
}
