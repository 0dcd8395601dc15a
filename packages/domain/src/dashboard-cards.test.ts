import { describe, expect, it } from 'vitest';
import { arrangeCards, DASHBOARD_CARDS, DASHBOARDS, isDashboardCard } from './dashboard-cards';

describe('arrangeCards', () => {
  it('gives every dashboard its cards in the default order, all shown, when the user placed none', () => {
    for (const dashboard of DASHBOARDS)
      expect(arrangeCards(dashboard, [])).toEqual(
        DASHBOARD_CARDS[dashboard].map((id) => ({ id, hidden: false })),
      );
  });

  it('keeps the order and the hidden cards the user chose', () => {
    expect(
      arrangeCards('CLASS', [
        { id: 'attention', hidden: false },
        { id: 'figures', hidden: true },
        { id: 'missing', hidden: false },
        { id: 'due', hidden: false },
      ]),
    ).toEqual([
      { id: 'attention', hidden: false },
      { id: 'figures', hidden: true },
      { id: 'missing', hidden: false },
      { id: 'due', hidden: false },
    ]);
  });

  it('drops names the dashboard does not have, keeps a repeated card once and adds the unplaced at the end', () => {
    expect(
      arrangeCards('SUBJECT', [
        { id: 'classes', hidden: true },
        { id: 'usage', hidden: false },
        { id: 'classes', hidden: false },
      ]),
    ).toEqual([
      { id: 'classes', hidden: true },
      { id: 'chart', hidden: false },
    ]);
  });
});

describe('isDashboardCard', () => {
  it('knows each dashboard’s own cards only', () => {
    expect(isDashboardCard('CLASS', 'missing')).toBe(true);
    expect(isDashboardCard('SCHOOL', 'missing')).toBe(false);
  });
});
