import { lazyFn, lazyRouteComponent } from '@tanstack/react-router';
import type { NearList } from '../../features/dashboard/logic/near-homework';
import {
  type NearHomeworkSearch,
  parseDashboardSortSearch,
  parseNearSearch,
} from '../../features/dashboard/logic/search-params';
import { searchPage } from './family-page';

// The dashboard's child routes' options: the two near-homework lists share one page, one chunk and one import;
// arranging the cards is its own page.

const NearHomeworkPage = lazyRouteComponent(
  () => import('../../features/dashboard/components/near-homework-page'),
  'NearHomeworkPage',
);

/** Each list's loader (loaders.ts). */
const NEAR_LOADERS = { ENDING: 'nearHomeworkLoader', PUBLISHED: 'nearPublicHomeworkLoader' } as const;

/** A class's homework due soon, or published recently (spec §2 nearHomework, nearPublicHomework). */
export const nearHomeworkRoute = (list: NearList) => ({
  validateSearch: parseNearSearch,
  loaderDeps: ({ search }: { search: NearHomeworkSearch }) => search,
  loader: lazyFn(() => import('./loaders'), NEAR_LOADERS[list]),
  component: searchPage(NearHomeworkPage, parseNearSearch, { list }),
});

const DashboardSortPage = lazyRouteComponent(
  () => import('../../features/dashboard/components/dashboard-sort-page'),
  'DashboardSortPage',
);

/** Arranging a dashboard's cards (spec §2 /home/dashboard/dashboardSort). */
export const dashboardSortRoute = () => ({
  validateSearch: parseDashboardSortSearch,
  component: searchPage(DashboardSortPage, parseDashboardSortSearch, {}),
});
