import {
  type DashboardLayout,
  ERROR_CODES,
  type SaveDashboardLayoutBody,
} from '@harbour/api-client/contract';
import { arrangeCards, type Dashboard, isDashboardCard } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardLayouts } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';

// A user's arrangement of a dashboard's cards (/home/dashboard/dashboardSort): their own, whatever their
// role, read and written by the caller's school and the caller only. It holds card names, no school data.

/** The caller's row of a dashboard. */
const ownedBy = (staff: StaffPrincipal, scope: Scope, dashboard: Dashboard) =>
  and(
    eq(dashboardLayouts.schoolId, scope.schoolId),
    eq(dashboardLayouts.staffId, staff.staffId),
    eq(dashboardLayouts.dashboard, dashboard),
  );

/** GET: every card of the dashboard as the caller arranged it (the default order before they do). */
export async function dashboardLayout(
  db: Db,
  staff: StaffPrincipal,
  scope: Scope,
  dashboard: Dashboard,
): Promise<DashboardLayout> {
  const [row] = await db
    .select({ cards: dashboardLayouts.cards })
    .from(dashboardLayouts)
    .where(ownedBy(staff, scope, dashboard));
  return { dashboard, cards: arrangeCards(dashboard, row?.cards ?? []) };
}

/**
 * PUT: keeps the caller's order and hidden cards. A name the dashboard does not have, or a card named
 * twice, is refused (400 naming `body.cards`) and nothing is stored; cards left out keep their default place
 * after the ones named.
 */
export async function saveDashboardLayout(
  db: Db,
  staff: StaffPrincipal,
  scope: Scope,
  dashboard: Dashboard,
  body: SaveDashboardLayoutBody,
): Promise<DashboardLayout> {
  const ids = body.cards.map((card) => card.id);
  if (ids.some((id) => !isDashboardCard(dashboard, id)) || new Set(ids).size !== ids.length)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.cards' });
  const cards = body.cards.map(({ id, hidden }) => ({ id, hidden }));
  await db
    .insert(dashboardLayouts)
    .values({ schoolId: scope.schoolId, staffId: staff.staffId, dashboard, cards })
    .onConflictDoUpdate({
      target: [dashboardLayouts.staffId, dashboardLayouts.dashboard],
      set: { cards, updatedAt: new Date() },
    });
  return { dashboard, cards: arrangeCards(dashboard, cards) };
}
