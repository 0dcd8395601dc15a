/**
 * The next URL search of a filtered list when filters change: the changes applied, back to page 1, and
 * every emptied filter (undefined or '') removed, so the URL names only what is chosen.
 */
export function withFilters<Search extends { page?: number }>(
  search: Search,
  change: Partial<Search>,
): Search {
  const next: Search = { ...search, ...change, page: undefined };
  for (const key of Object.keys(next) as (keyof Search)[])
    if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}
