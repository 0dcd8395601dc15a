import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUsePage } from '../../../features/legal/components/legal-pages';

export const Route = createFileRoute('/_public/termsofUse')({ component: TermsOfUsePage });
