import { DASHBOARD_CARDS, DASHBOARDS } from '@harbour/domain';
import { z } from 'zod';

/** The most cards a dashboard has: a layout holds each of its cards at most once. */
const MOST_CARDS = Math.max(...Object.values(DASHBOARD_CARDS).map((cards) => cards.length));

/** A card as the user placed it. */
export const dashboardCardSchema = z.strictObject({
  /** The card's name, one of the dashboard's (DASHBOARD_CARDS in @harbour/domain). */
  id: z.string().min(1).max(40),
  /** The user hid it from the dashboard. */
  hidden: z.boolean(),
});

/** Path of a dashboard's layout. */
export const dashboardLayoutParamsSchema = z.object({ dashboard: z.enum(DASHBOARDS) });

/** GET /ael/school/v2/dashboard/{dashboard}/cards answer: every card of the dashboard, as the caller arranged it. */
export const dashboardLayoutSchema = z.object({
  dashboard: z.enum(DASHBOARDS),
  /** Every card of the dashboard in the caller's order: the cards they placed, then any they never placed. */
  cards: z.array(dashboardCardSchema),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/** PUT /ael/school/v2/dashboard/{dashboard}/cards body: the caller's order, each of the dashboard's cards at most once. */
export const saveDashboardLayoutBodySchema = z.strictObject({
  cards: z.array(dashboardCardSchema).min(1).max(MOST_CARDS),
});
export type SaveDashboardLayoutBody = z.infer<typeof saveDashboardLayoutBodySchema>;
