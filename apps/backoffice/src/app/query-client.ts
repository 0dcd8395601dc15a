import { ApiError } from '@harbour/api-client';
import { showWarning } from '@harbour/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Spec §8: a resultStatus-false message or the network failure text is shown as a warning. */
export function warnAbout(error: unknown): void {
  if (error instanceof ApiError && error.shouldWarn) showWarning(error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: warnAbout }),
    mutationCache: new MutationCache({ onError: warnAbout }),
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
}
