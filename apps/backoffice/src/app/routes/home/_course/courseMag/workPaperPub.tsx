import { createFileRoute } from '@tanstack/react-router';
import { WorkPaperPubPage } from '../../../../../features/task-sheet/components/work-paper-pub-page';

export const Route = createFileRoute('/home/_course/courseMag/workPaperPub')({
  component: WorkPaperPubRoute,
});

function WorkPaperPubRoute() {
  const navigate = Route.useNavigate();
  return (
    <WorkPaperPubPage
      onCreated={(workPaper) =>
        void navigate({ to: '/home/courseMag/workPaperSub', search: { workPaperId: workPaper.workPaperId } })
      }
    />
  );
}
