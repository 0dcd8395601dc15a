import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';
import { SHELL_PENDING_MS } from '../../page-pending';
import { HomeLayout } from '../../shell/components/home-layout';

/** Every page after login: the shell, and the texts of the dashboard and the personal centre. */
export const Route = createFileRoute('/home')({
  beforeLoad: () => loadCatalog('home'),
  component: HomeLayout,
  // The header and the menu wait for nothing but their own code and texts; see SHELL_PENDING_MS.
  pendingMs: SHELL_PENDING_MS,
});
