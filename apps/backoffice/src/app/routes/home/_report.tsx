import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';

/**
 * The report of one homework and its question and student pages, in every textbook family and processType view: a layout without a path of its own, so that their texts load with them, in the user's language
 * only.
 */
export const Route = createFileRoute('/home/_report')({
  beforeLoad: () => loadCatalog('report'),
});
