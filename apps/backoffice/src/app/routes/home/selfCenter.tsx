import { teacherCenterQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SelfCenterPage } from '../../../features/self-center/components/self-center-page';

export const Route = createFileRoute('/home/selfCenter')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(teacherCenterQueryOptions()),
  component: SelfCenterPage,
});
