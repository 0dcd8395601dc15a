import { ApiError, HTTP_MISSING_RECORD } from '@harbour/api-client';
import { showWarning } from '@harbour/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Spec §8: a resultStatus-false message or the network failure text is shown as a warning. */
export function warnAbout(error: unknown): void {
  if (error instanceof ApiError && error.shouldWarn) showWarning(error.message);
}

/**
 * A page's data that is gone or outside the user's scope is said by the page itself (RouteError's
 * missing-record page, where the page's suspense query throws), not a second time in a toast.
 */
export function warnAboutQuery(error: unknown): void {
  if (error instanceof ApiError && error.status !== null && HTTP_MISSING_RECORD.has(error.status)) return;
  warnAbout(error);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen says every failure of this write in place (beside the answer, in its dialog): no toast. */
      saysErrorsInPlace?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: warnAboutQuery }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.saysErrorsInPlace) warnAbout(error);
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
}
