import { type AsyncRouteComponent, useMatch, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

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
