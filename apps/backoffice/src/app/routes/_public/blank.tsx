import { createFileRoute } from '@tanstack/react-router';
import { BlankPage } from '../../../features/legal/components/legal-pages';

export const Route = createFileRoute('/_public/blank')({ component: BlankPage });
