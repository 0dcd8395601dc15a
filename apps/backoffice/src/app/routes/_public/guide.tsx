import { createFileRoute } from '@tanstack/react-router';
import { LoginGuidePage } from '../../../features/help/components/help-pages';

export const Route = createFileRoute('/_public/guide')({ component: LoginGuidePage });
