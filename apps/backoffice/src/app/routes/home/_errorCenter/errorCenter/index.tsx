import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { errorCenterQueryOptions } from '../../../../../features/error-center/api/error-center-queries';
import { ErrorCenterPage } from '../../../../../features/error-center/components/error-center-page';
import { errorQueryOf } from '../../../../../features/error-center/logic/error-center-list';
import {
  type ErrorCenterSearch,
  parseErrorCenterSearch,
} from '../../../../../features/error-center/logic/error-center-search';

export const Route = createFileRoute('/home/_errorCenter/errorCenter/')({
  validateSearch: parseErrorCenterSearch,
  loaderDeps: ({ search }) => search,
  // Without a class in the URL the page picks the teacher's first and puts it there.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.classId !== undefined)
      await queryClient.ensureQueryData(errorCenterQueryOptions(deps.classId, errorQueryOf(deps)));
  },
  component: ErrorCenterRoute,
});

function ErrorCenterRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: ErrorCenterSearch, replace?: boolean) =>
      void navigate({ search: next, replace: replace ?? false }),
    [navigate],
  );
  return <ErrorCenterPage search={search} onSearch={onSearch} />;
}
