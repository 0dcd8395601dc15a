import type { Dashboard, DashboardCardId } from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each dashboard's name, as its page is titled. */
export const DASHBOARD_LABELS: Record<Dashboard, MessageDescriptor> = {
  CALENDAR: msg`Dashboard`,
  CLASS: msg`Class dashboard`,
  SUBJECT: msg`Subject dashboard`,
  SCHOOL: msg`School dashboard`,
};

/** Each card's name on the page that arranges them, by dashboard. */
export const CARD_LABELS: { [D in Dashboard]: Record<DashboardCardId<D>, MessageDescriptor> } = {
  CALENDAR: {
    counts: msg`This month's counts`,
    calendar: msg`Homework calendar`,
    lists: msg`Homework of a day and due soon`,
  },
  CLASS: {
    figures: msg`This term's figures`,
    due: msg`Homework due soon`,
    missing: msg`Homework not handed in`,
    attention: msg`Students needing attention`,
  },
  SUBJECT: {
    chart: msg`Class averages chart`,
    classes: msg`Classes side by side`,
  },
  SCHOOL: {
    chart: msg`Submission rate chart`,
    week: msg`This week by grade and subject`,
    attention: msg`Classes needing attention`,
    trend: msg`This year against last`,
    usage: msg`Usage`,
  },
};

/** The name of one of a dashboard's cards. */
export function cardLabel(dashboard: Dashboard, id: string): MessageDescriptor {
  const labels = CARD_LABELS[dashboard] as Record<string, MessageDescriptor>;
  return labels[id] ?? { id };
}
