import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '../../../shared/i18n';
import { HomeLayout } from '../../shell/components/home-layout';

/** Every page after login: the shell, and the texts of the dashboard and the personal centre. */
export const Route = createFileRoute('/home')({
  beforeLoad: () => loadCatalog('home'),
  component: HomeLayout,
});
