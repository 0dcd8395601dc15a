import { createFileRoute } from '@tanstack/react-router';
import { NearHomeworkRoute } from '../../../features/dashboard/components/near-homework-page';
import { loadNearHomework } from '../../../features/dashboard/logic/near-homework-loader';
import { parseNearSearch } from '../../../features/dashboard/logic/search-params';

export const Route = createFileRoute('/home/dashboard_/nearHomework')({
  validateSearch: parseNearSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadNearHomework(queryClient, 'ENDING', deps),
  component: () => <NearHomeworkRoute list="ENDING" />,
});
