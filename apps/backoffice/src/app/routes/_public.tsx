import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../shared/i18n';

/**
 * The public documents (policy, terms, help, login guide…): a layout without a path of its own, so
 * that their long texts load with them rather than with the login page.
 */
export const Route = createFileRoute('/_public')({
  beforeLoad: () => loadCatalog('public'),
});
