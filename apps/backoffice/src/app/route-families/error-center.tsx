import { lazyFn, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type ErrorCenterSearch,
  parseErrorCenterSearch,
  parseSeeQuestionSearch,
} from '../../features/error-center/logic/error-center-search';
import { familyPage, useNavigateHere } from './family-page';

// The mistakes centre's routes' options: its list and its question page, each route file one line.

const ErrorCenterPage = lazyRouteComponent(
  () => import('../../features/error-center/components/error-center-page'),
  'ErrorCenterPage',
);
const SeeQuestionPage = lazyRouteComponent(
  () => import('../../features/error-center/components/see-question-page'),
  'SeeQuestionPage',
);

/** The mistakes centre of a class (spec §2 /home/errorCenter). */
export const errorCenterRoute = () => ({
  validateSearch: parseErrorCenterSearch,
  loaderDeps: ({ search }: { search: ErrorCenterSearch }) => search,
  loader: lazyFn(() => import('./loaders'), 'errorCenterLoader'),
  component: familyPage(ErrorCenterPage, function ErrorCenterRoute() {
    const search = useSearch({ strict: false, select: parseErrorCenterSearch });
    const navigateHere = useNavigateHere();
    const onSearch = useCallback(
      (next: ErrorCenterSearch, replace?: boolean) => navigateHere(next, { replace: replace ?? false }),
      [navigateHere],
    );
    return <ErrorCenterPage search={search} onSearch={onSearch} />;
  }),
});

/** One question of the mistakes centre with every student's wrong answer (spec §2 errorCenter/seeQuestion). */
export const seeQuestionRoute = () => ({
  validateSearch: parseSeeQuestionSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof parseSeeQuestionSearch> }) => search,
  loader: lazyFn(() => import('./loaders'), 'seeQuestionLoader'),
  component: familyPage(SeeQuestionPage, function SeeQuestionRoute() {
    return <SeeQuestionPage search={useSearch({ strict: false, select: parseSeeQuestionSearch })} />;
  }),
});
