import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isConnectionLost } from './unsent-answers';

/**
 * A page's read as its route enters: from the server when `always` or when a write made it stale, else the
 * cached answer; with no connection, the cached answer if there is one (the page says the connection is lost
 * where it saves), else the failure.
 */
export async function readOnEntry<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  always: boolean,
): Promise<T> {
  try {
    // Tried even offline (not paused until the connection returns), so the cached answer can stand in.
    return await queryClient.fetchQuery({
      ...options,
      networkMode: 'always',
      ...(always ? { staleTime: 0 } : {}),
    });
  } catch (error) {
    const cached = queryClient.getQueryData<T>(options.queryKey);
    if (cached !== undefined && isConnectionLost(error)) return cached;
    throw error;
  }
}
