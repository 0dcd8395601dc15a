// The cards of each dashboard (spec §2 /home/dashboard and the role dashboards) and the rule that arranges
// them as a user chose on /home/dashboard/dashboardSort: one list of names each, in their default order.

/** The dashboards a user can arrange: the teacher's calendar and the three role dashboards. */
export const DASHBOARDS = ['CALENDAR', 'CLASS', 'SUBJECT', 'SCHOOL'] as const;
export type Dashboard = (typeof DASHBOARDS)[number];

/** Each dashboard's cards in their default order. */
export const DASHBOARD_CARDS = {
  CALENDAR: ['counts', 'calendar', 'lists'],
  CLASS: ['figures', 'due', 'missing', 'attention'],
  SUBJECT: ['chart', 'classes'],
  SCHOOL: ['chart', 'week', 'attention', 'trend', 'usage'],
} as const satisfies Record<Dashboard, readonly string[]>;

export type DashboardCardId<D extends Dashboard = Dashboard> = (typeof DASHBOARD_CARDS)[D][number];

/** A card as a user placed it: its name and whether they hid it. */
export interface DashboardCard {
  id: string;
  hidden: boolean;
}

/** Whether a name is one of the dashboard's cards. */
export function isDashboardCard(dashboard: Dashboard, id: string): boolean {
  return (DASHBOARD_CARDS[dashboard] as readonly string[]).includes(id);
}

/**
 * The dashboard's cards as the user arranged them: the cards they placed in their order (a name the
 * dashboard no longer has is dropped, a repeated one kept once), then every card they never placed, shown,
 * in the default order (a card added to a dashboard after they arranged it appears at its end).
 */
export function arrangeCards(dashboard: Dashboard, placed: readonly DashboardCard[]): DashboardCard[] {
  const seen = new Set<string>();
  const arranged: DashboardCard[] = [];
  for (const card of placed) {
    if (!isDashboardCard(dashboard, card.id) || seen.has(card.id)) continue;
    seen.add(card.id);
    arranged.push({ id: card.id, hidden: card.hidden });
  }
  for (const id of DASHBOARD_CARDS[dashboard]) if (!seen.has(id)) arranged.push({ id, hidden: false });
  return arranged;
}
