import { QueryClient } from '@tanstack/react-query';

/** The app's query client: no automatic retries (the api-client retries network failures itself). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}
