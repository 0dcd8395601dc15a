import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './document-page.css';

/** A public page of text (policy, terms, help) with a way back to the login page. */
export function DocumentPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="hb-document">
      <article className="hb-document__card">
        <h1>{title}</h1>
        {children}
        <p>
          <Link to="/">
            <Trans>Back to login</Trans>
          </Link>
        </p>
      </article>
    </main>
  );
}
