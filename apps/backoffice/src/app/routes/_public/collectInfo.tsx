import { createFileRoute } from '@tanstack/react-router';
import { CollectInfoPage } from '../../../features/legal/components/legal-pages';

export const Route = createFileRoute('/_public/collectInfo')({ component: CollectInfoPage });
