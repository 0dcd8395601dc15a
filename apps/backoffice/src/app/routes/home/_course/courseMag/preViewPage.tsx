import { coursePapersQueryOptions } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PreviewPage } from '../../../../../features/previews/components/preview-page';
import { parsePreviewSearch } from '../../../../../features/previews/logic/preview-search';

export const Route = createFileRoute('/home/_course/courseMag/preViewPage')({
  validateSearch: parsePreviewSearch,
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.courseId !== undefined)
      await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
  },
  component: PreViewPageRoute,
});

/** A paper of course management, before publishing: its questions and the ways to publish it. */
function PreViewPageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const to = { courseId: search.courseId ?? 0, paperId: search.paperId };
  return (
    <PreviewPage
      kind="course"
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      actions={
        <>
          <Link to="/home/courseMag/courseOptions" search={to}>
            <Trans>Publish homework</Trans>
          </Link>
          <Link to="/home/courseMag/issueExamination" search={to}>
            <Trans>Publish test</Trans>
          </Link>
        </>
      }
    />
  );
}
