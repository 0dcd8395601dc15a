import { TabBar } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { PublishedListSearch } from '../logic/batch-search';
import { type BatchChoice, BatchPublishPanel } from './batch-publish-panel';
import { HomeworkListPanel } from './homework-list-panel';
import '../../../shared/publish/publish.css';

export type BatchTab = 'publish' | 'list';

export interface BatchPublicPageProps {
  /** Grade, subject, category and class chosen in course management; null when none is available. */
  choice: BatchChoice | null;
  /** Chapters chosen before coming here. */
  chapterIds: number[];
  tab: BatchTab;
  onTab: (tab: BatchTab) => void;
  /** Search, filters, sort and page of the published homework (the URL's). */
  listSearch: PublishedListSearch;
  onListSearch: (next: PublishedListSearch) => void;
}

/** /home/courseMag/batchPublic: batch publish of chapters, and the published homework (batch delete, re-publish). */
export function BatchPublicPage({
  choice,
  chapterIds,
  tab,
  onTab,
  listSearch,
  onListSearch,
}: BatchPublicPageProps) {
  const { t } = useLingui();
  return (
    <div className="hb-batch-page">
      <h1>
        <Trans>Batch publish and published homework</Trans>
      </h1>
      <TabBar
        aria-label={t`Batch work`}
        items={[
          { value: 'publish', label: t`Batch publish` },
          { value: 'list', label: t`Published homework` },
        ]}
        value={tab}
        onChange={(value) => onTab(value === 'list' ? 'list' : 'publish')}
      />
      <div className="hb-batch-page__body">
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          {tab === 'list' ? (
            <HomeworkListPanel search={listSearch} onSearch={onListSearch} />
          ) : choice ? (
            <BatchPublishPanel key={JSON.stringify(choice)} choice={choice} initialChapterIds={chapterIds} />
          ) : (
            <p role="alert">
              <Trans>No course is available for your grades, subjects and textbook types.</Trans>
            </p>
          )}
        </Suspense>
      </div>
    </div>
  );
}
