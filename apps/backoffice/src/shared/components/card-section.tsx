import type { ReactNode } from 'react';

/**
 * A part of a page in a card (`hb-card` of page-layout.css), labelled by its heading: the section's
 * `aria-labelledby` names its h2 by `id`.
 */
export function CardSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Extra classes of the card. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `hb-card ${className}` : 'hb-card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
