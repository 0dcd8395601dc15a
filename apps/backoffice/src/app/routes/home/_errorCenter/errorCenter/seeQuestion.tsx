import { createFileRoute } from '@tanstack/react-router';
import { errorQuestionQueryOptions } from '../../../../../features/error-center/api/error-center-queries';
import { SeeQuestionPage } from '../../../../../features/error-center/components/see-question-page';
import { parseSeeQuestionSearch } from '../../../../../features/error-center/logic/error-center-search';

export const Route = createFileRoute('/home/_errorCenter/errorCenter/seeQuestion')({
  validateSearch: parseSeeQuestionSearch,
  loaderDeps: ({ search }) => search,
  // Class or question 0: none or a malformed one in the URL; the page says so instead of calling the server.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.classId !== 0 && deps.questionId !== 0)
      await queryClient.ensureQueryData(
        errorQuestionQueryOptions(
          deps.classId,
          deps.questionId,
          deps.eHomeworkId ? { eHomeworkId: deps.eHomeworkId } : {},
        ),
      );
  },
  component: function SeeQuestionRoute() {
    return <SeeQuestionPage search={Route.useSearch()} />;
  },
});
