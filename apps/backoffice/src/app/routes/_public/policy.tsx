import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../features/legal/components/legal-pages';

export const Route = createFileRoute('/_public/policy')({ component: PrivacyPolicyPage });
