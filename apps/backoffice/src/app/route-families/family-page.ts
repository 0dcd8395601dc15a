import { type AsyncRouteComponent, useMatch, useNavigate, useSearch } from '@tanstack/react-router';
import { createElement, useCallback, useMemo } from 'react';

/**
 * A family route's component: a small function in the entry chunk that reads the route's search and renders
 * the family's page, loaded on first use. Every route of a family shares the page's one chunk and its one
 * import (a route file with its own component would add its own chunk, import and preload list to the entry
 * chunk), and the router still preloads the page on intent through `preload`.
 */
export function familyPage<C extends (...args: never[]) => unknown>(
  page: AsyncRouteComponent<never>,
  component: C,
): C & Pick<AsyncRouteComponent<never>, 'preload'> {
  return Object.assign(component, { preload: page.preload });
}

/**
 * Navigation to the route a family page is rendered at, with a new search. `to: '.'` alone resolves against
 * the location the router has committed, which is still the previous page while this one renders during a
 * navigation: a page that writes its search then (the scoring screen putting the first student in the URL)
 * would send the user back where they came from.
 */
export function useNavigateHere() {
  const navigate = useNavigate();
  const from = useMatch({ strict: false }).fullPath;
  // The family's pages are typed by their own search readers; the router types a search by route, and a
  // family spans several routes: the search each page writes is the one its reader reads.
  return useCallback(
    (search: object, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ from, to: '.', search: search as never, replace }),
    [navigate, from],
  );
}

/** What a family page that keeps its state in the URL takes: the route's search, and a way to write it. */
export interface SearchPageProps<S> {
  search: S;
  onSearch: (next: S) => void;
}

/**
 * A family route's component for a page that reads and writes its search (`props`: what the route adds, its
 * family or kind). One small function for every such page: a page is then its lazy import and this call
 * in the entry chunk, and a route the call (`replace`: a new search replaces the history entry).
 */
export function searchPage<S extends object, X extends object>(
  page: AsyncRouteComponent<X & SearchPageProps<S>>,
  parse: (search: Record<string, unknown>) => S,
  props: X,
  { replace = false }: { replace?: boolean } = {},
) {
  const Page = page;
  return familyPage(page, function SearchPage() {
    const navigateHere = useNavigateHere();
    const raw = useSearch({ strict: false });
    const search = useMemo(() => parse(raw), [raw]);
    return createElement(Page, { ...props, search, onSearch: (next: S) => navigateHere(next, { replace }) });
  });
}
