import type { ReactNode } from 'react';

/**
 * A page's head (`hb-page-head` of page-layout.css): its title at the left, and what the page puts beside
 * it (filters, links, actions) at the right, wrapping on narrow windows.
 */
export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="hb-page-head">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
