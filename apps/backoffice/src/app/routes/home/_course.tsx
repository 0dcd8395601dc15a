import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';

/**
 * The course pages (course management, previews, publishing, task sheets, distribution): a layout
 * without a path of its own, so that their texts load with them, in the user's language only.
 */
export const Route = createFileRoute('/home/_course')({
  beforeLoad: () => loadCatalog('course'),
});
