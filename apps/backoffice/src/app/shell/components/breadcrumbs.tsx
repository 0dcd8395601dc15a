import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Crumb } from '../logic/page-trail';
import { PAGE_LABELS } from './page-labels';

/** Where the page in view sits: a link to each page before it, then its own name (the spec shows none). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t, i18n } = useLingui();
  if (trail.length === 0) return null;
  return (
    <nav className="hb-crumbs" aria-label={t`Breadcrumb`}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index < trail.length - 1 ? (
              // Exact: the router would otherwise mark a crumb above the page as the current page.
              <Link
                to={crumb.path}
                search={crumb.search}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {i18n._(PAGE_LABELS[crumb.name])}
              </Link>
            ) : (
              <span aria-current="page">{i18n._(PAGE_LABELS[crumb.name])}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
