import { dashboardLayoutQueryOptions } from '@harbour/api-client';
import { arrangeCards, type Dashboard, type DashboardCardId } from '@harbour/domain';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';

/**
 * A dashboard's cards in the order the user chose on /home/dashboard/dashboardSort, without those they hid.
 * Until their arrangement arrives nothing is drawn (no card jumps when it does); if it cannot be read, the
 * default order.
 */
export function DashboardCards<D extends Dashboard>({
  dashboard,
  cards,
}: {
  dashboard: D;
  cards: Record<DashboardCardId<D>, ReactNode>;
}) {
  const layout = useQuery(dashboardLayoutQueryOptions(dashboard));
  if (layout.isPending) return null;
  const shown = (layout.data?.cards ?? arrangeCards(dashboard, [])).filter((card) => !card.hidden);
  if (shown.length === 0)
    return (
      <p className="hb-card">
        <Trans>Every card of this dashboard is hidden.</Trans> <ArrangeCardsLink dashboard={dashboard} />
      </p>
    );
  return (
    <>
      {shown.map((card) => (
        <Fragment key={card.id}>{cards[card.id as DashboardCardId<D>]}</Fragment>
      ))}
    </>
  );
}

/** The link to arrange a dashboard's cards, a line under the dashboard's title. */
export function ArrangeCardsLink({ dashboard }: { dashboard: Dashboard }) {
  return (
    <p className="hb-arrange-cards">
      <Link to="/home/dashboard/dashboardSort" search={{ dashboard }}>
        <Trans>Arrange cards</Trans>
      </Link>
    </p>
  );
}
