import { createFileRoute } from '@tanstack/react-router';
import { legalRoute } from '../../route-families/public';

export const Route = createFileRoute('/_public/termsofUse')(legalRoute('TermsOfUsePage'));
