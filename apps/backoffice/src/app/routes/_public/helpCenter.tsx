import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '../../../features/help/components/help-pages';

export const Route = createFileRoute('/_public/helpCenter')({ component: HelpCenterPage });
