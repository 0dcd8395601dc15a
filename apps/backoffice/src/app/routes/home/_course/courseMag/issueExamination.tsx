import { createFileRoute } from '@tanstack/react-router';
import { parseCourseItemSearch } from '../../../../../features/course-mag/logic/detail-search';
import { loadPublishPage, PublishRoute } from '../../../../../features/publish/components/publish-route';

export const Route = createFileRoute('/home/_course/courseMag/issueExamination')({
  validateSearch: parseCourseItemSearch,
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: ({ context: { queryClient }, deps }) => loadPublishPage(queryClient, deps.courseId),
  component: () => <PublishRoute path="/home/_course/courseMag/issueExamination" kind="test" />,
});
