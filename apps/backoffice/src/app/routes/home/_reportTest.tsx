import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';

/**
 * Test reports: testTotalReport and its children, A+ test reports, a student's test PDF: a layout without a path of its own, so that their texts load with them, in the user's language
 * only.
 */
export const Route = createFileRoute('/home/_reportTest')({
  beforeLoad: () => loadCatalog('reportTest'),
});
