import { RouteError } from '../app/route-states';
import { homeworkRoute } from '../app/router';
import { HomeworkPage } from './homework-page';

/** /homework/$eHomeworkId: one homework; a malformed id is said as a missing page. */
export function HomeworkRoute() {
  const { eHomeworkId } = homeworkRoute.useParams();
  if (eHomeworkId === 0) return <RouteError error={null} />;
  return <HomeworkPage key={eHomeworkId} eHomeworkId={eHomeworkId} />;
}
