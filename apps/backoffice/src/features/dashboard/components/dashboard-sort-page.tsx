import {
  type DashboardLayout,
  dashboardLayoutQueryOptions,
  saveDashboardLayoutMutationOptions,
} from '@harbour/api-client';
import { arrangeCards, type Dashboard, type DashboardCard } from '@harbour/domain';
import { Button, Checkbox } from '@harbour/ui';
import { DragSortList } from '@harbour/ui/drag-sort-list';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { PageHead } from '../../../shared/components/page-head';
import { DASHBOARD_PAGES, dashboardOf } from '../../../shared/session';
import { userInfoAtom } from '../../../shared/state/atoms';
import { cardLabel, DASHBOARD_LABELS } from '../logic/card-labels';
import type { DashboardSortSearch } from '../logic/search-params';
import './dashboard.css';

/**
 * /home/dashboard/dashboardSort: the user orders a dashboard's cards (by dragging, by the keyboard or by the
 * move buttons) and hides those they do not want; the arrangement is kept on the server, per user, so it
 * follows them to any browser. Their roles' dashboards can be chosen; the active role's comes first.
 */
export function DashboardSortPage({
  search,
  onSearch,
}: {
  search: DashboardSortSearch;
  onSearch: (next: DashboardSortSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const own = dashboardOf(userInfo?.activeRole);
  const dashboard = search.dashboard ?? own;
  const choices = [...new Set([own, ...(userInfo?.roles ?? []).map(dashboardOf), dashboard])];
  const layout = useQuery(dashboardLayoutQueryOptions(dashboard));
  return (
    <div className="hb-dashboard-sort">
      <PageHead title={<Trans>Arrange dashboard cards</Trans>}>
        {choices.length > 1 ? (
          <Select
            label={t`Dashboard`}
            options={choices.map((value) => ({ value, label: i18n._(DASHBOARD_LABELS[value]) }))}
            value={dashboard}
            onChange={(value) => onSearch({ dashboard: value as Dashboard })}
          />
        ) : null}
      </PageHead>
      {layout.data ? (
        <CardsForm key={dashboard} layout={layout.data} />
      ) : (
        <LoadingOrFailed failed={layout.isError}>
          <Trans>The dashboard’s cards could not be loaded.</Trans>
        </LoadingOrFailed>
      )}
    </div>
  );
}

function CardsForm({ layout }: { layout: DashboardLayout }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { dashboard } = layout;
  const [cards, setCards] = useState<DashboardCard[]>(layout.cards);
  const save = useMutation(saveDashboardLayoutMutationOptions(queryClient));
  const label = (card: DashboardCard) => i18n._(cardLabel(dashboard, card.id));
  const setHidden = (id: string, hidden: boolean) =>
    setCards((current) => current.map((card) => (card.id === id ? { ...card, hidden } : card)));
  const dashboardName = i18n._(DASHBOARD_LABELS[dashboard]);
  return (
    <form
      className="hb-card hb-dashboard-sort__form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { dashboard, cards },
          { onSuccess: () => void navigate({ to: DASHBOARD_PAGES[dashboard] }) },
        );
      }}
    >
      <p>
        <Trans>
          The cards of your {dashboardName}, from the top of the page. Clear “Show” to hide a card.
        </Trans>
      </p>
      <DragSortList
        aria-label={t`Cards of the ${dashboardName}`}
        items={cards}
        onReorder={setCards}
        getKey={(card) => card.id}
        getLabel={label}
        renderItem={(card) => (
          <span className="hb-dashboard-sort__card">
            <span className={card.hidden ? 'hb-dashboard-sort__hidden' : undefined}>{label(card)}</span>
            <Checkbox isSelected={!card.hidden} onChange={(shown) => setHidden(card.id, !shown)}>
              <Trans>Show</Trans>
              <span className="hb-visually-hidden"> {label(card)}</span>
            </Checkbox>
          </span>
        )}
      />
      {save.isError ? (
        <p role="alert" className="hb-dashboard-sort__error">
          {save.error.message}
        </p>
      ) : null}
      <div className="hb-dashboard-sort__actions">
        <Button type="submit" isDisabled={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onPress={() => setCards(arrangeCards(dashboard, []))}>
          <Trans>Default order</Trans>
        </Button>
        <Link to={DASHBOARD_PAGES[dashboard]}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
