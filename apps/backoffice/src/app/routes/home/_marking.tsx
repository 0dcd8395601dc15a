import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';

/**
 * The marking pages (the homework list, one homework's students, the scoring screens): a layout
 * without a path of its own, so that their texts load with them, in the user's language only.
 */
export const Route = createFileRoute('/home/_marking')({
  beforeLoad: () => loadCatalog('marking'),
});
