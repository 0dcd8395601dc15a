import { lazyFn, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import { parseMarkingOverviewSearch, parseScoringSearch } from '../../features/marking/logic/marking-search';
import {
  type PracticeListSearch,
  parsePracticeDetailSearch,
  parsePracticeListSearch,
} from '../../features/practice/logic/practice-search';
import { familyPage, searchPage, useNavigateHere } from './family-page';

// The marking routes' options: the homework list, a homework's students pages (one per kind), its marking overviews and its
// scoring screens each share one page, one chunk and one loader; each route file is one line.

const PracticeListPage = lazyRouteComponent(
  () => import('../../features/practice/components/practice-list-page'),
  'PracticeListPage',
);
const PracticeDetailPage = lazyRouteComponent(
  () => import('../../features/practice/components/practice-detail-page'),
  'PracticeDetailPage',
);
const MarkingOverviewPage = lazyRouteComponent(
  () => import('../../features/marking/components/marking-overview-page'),
  'MarkingOverviewPage',
);
const ScoringPage = lazyRouteComponent(
  () => import('../../features/marking/components/scoring-page'),
  'ScoringPage',
);

/** The overview a marking page loads: its homework and class (moving between students loads nothing). */
const overviewDeps = ({ search }: { search: { eHomeworkId: number; classId?: number } }) => ({
  eHomeworkId: search.eHomeworkId,
  classId: search.classId,
});

/** The teacher's homework to mark (spec §2 /home/practice). */
export const practiceListRoute = () => ({
  validateSearch: parsePracticeListSearch,
  loaderDeps: ({ search }: { search: PracticeListSearch }) => search,
  loader: lazyFn(() => import('./loaders'), 'practiceListLoader'),
  component: searchPage(PracticeListPage, parsePracticeListSearch, {}),
});

/** A homework's students (spec §2 practiceDetail, testSubmit, hkatTestSubmit, ePracticeSubmit). */
export const practiceDetailRoute = () => ({
  validateSearch: parsePracticeDetailSearch,
  loaderDeps: ({ search }: { search: { eHomeworkId: number } }) => ({ eHomeworkId: search.eHomeworkId }),
  loader: lazyFn(() => import('./loaders'), 'practiceDetailLoader'),
  component: searchPage(PracticeDetailPage, parsePracticeDetailSearch, {}),
});

/** A homework's marking overview (spec §2 practiceCorrect, testCorrect, hkatTestCorrect). */
export const markingOverviewRoute = () => ({
  validateSearch: parseMarkingOverviewSearch,
  loaderDeps: overviewDeps,
  loader: lazyFn(() => import('./loaders'), 'markingOverviewLoader'),
  component: searchPage(MarkingOverviewPage, parseMarkingOverviewSearch, {}),
});

/**
 * A scoring screen (spec §2 practiceCorrectDo, testCorrectDo, praTalkCorrectDo, testTalkCorrectDo,
 * writingCorrecDo): the overview loads with it; moving between students changes no loader deps.
 */
export const scoringRoute = () => ({
  validateSearch: parseScoringSearch,
  loaderDeps: overviewDeps,
  loader: lazyFn(() => import('./loaders'), 'markingOverviewLoader'),
  component: familyPage(ScoringPage, function ScoringRoute() {
    const search = useSearch({ strict: false, select: parseScoringSearch });
    const navigateHere = useNavigateHere();
    return (
      <ScoringPage
        search={search}
        onSearch={(next, options) => navigateHere(next, { replace: options?.replace ?? false })}
      />
    );
  }),
});
