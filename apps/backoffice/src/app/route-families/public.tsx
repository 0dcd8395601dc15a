import { lazyRouteComponent } from '@tanstack/react-router';

// The public documents' routes (policy, terms, help, login guide…): each route file is one line naming its
// page; the legal pages are one chunk and one import, the help pages another.

const legalPages = () => import('../../features/legal/components/legal-pages');
const helpPages = () => import('../../features/help/components/help-pages');

/** A legal document (spec §2 policy, termsofUse, protocol, collectInfo, blank). */
export const legalRoute = (page: keyof Awaited<ReturnType<typeof legalPages>>) => ({
  component: lazyRouteComponent(legalPages, page),
});

/** A help page (spec §2 helpCenter, guide). */
export const helpRoute = (page: keyof Awaited<ReturnType<typeof helpPages>>) => ({
  component: lazyRouteComponent(helpPages, page),
});
