import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';

/**
 * The report centre, the class overview, unit and student reports: a layout without a path of its own, so that their texts load with them, in the user's language
 * only.
 */
export const Route = createFileRoute('/home/_reportPerformance')({
  beforeLoad: () => loadCatalog('reportPerformance'),
});
