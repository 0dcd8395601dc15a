import type { ReactNode } from 'react';

/**
 * A page's head (`hb-page-head` of page-layout.css): its title at the left, with the line under it when
 * there is one (`intro`: what the page shows, a status), and what the page puts beside them (filters,
 * links, actions) at the right, wrapping on narrow windows.
 */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const heading = <h1>{title}</h1>;
  return (
    <div className="hb-page-head">
      {intro === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          {intro}
        </div>
      )}
      {children}
    </div>
  );
}
