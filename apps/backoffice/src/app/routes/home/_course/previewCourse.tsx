import { createFileRoute } from '@tanstack/react-router';
import { loadPreview, PreviewRoute } from '../../../../features/previews/components/preview-route';
import { parsePreviewSearch, previewLoaderDeps } from '../../../../features/previews/logic/preview-search';

export const Route = createFileRoute('/home/_course/previewCourse')({
  validateSearch: parsePreviewSearch,
  loaderDeps: previewLoaderDeps,
  loader: ({ context: { queryClient }, deps }) => loadPreview(queryClient, deps),
  component: () => <PreviewRoute path="/home/_course/previewCourse" kind="course" />,
});
