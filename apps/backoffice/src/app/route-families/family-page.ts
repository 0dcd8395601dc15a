import type { AsyncRouteComponent } from '@tanstack/react-router';

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
