import { DASHBOARD_CARDS } from '@harbour/domain';
import { dashboardLayouts } from '../../db/schema';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';

describe.each(testDatabases())('a dashboard’s cards as the user arranged them, on $name', (kind) => {
  const h = useHarness(kind);
  const layout = async (account: string, dashboard: 'SCHOOL' | 'CLASS' | 'SUBJECT' | 'CALENDAR') =>
    injectCall(h().app, 'getDashboardLayout', { token: await h().login(account), params: { dashboard } });
  const save = async (account: string, dashboard: string, body: unknown) =>
    injectCall(h().app, 'saveDashboardLayout', {
      token: await h().login(account),
      params: { dashboard } as never,
      body: body as never,
      headers: { 'accept-language': 'en' },
    });

  it('gives every card in the default order, shown, until the user arranges them', async () => {
    const answer = await layout('demo-headmaster', 'SCHOOL');
    expect(answer.status).toBe(200);
    expect(answer.body.resultData).toEqual({
      dashboard: 'SCHOOL',
      cards: DASHBOARD_CARDS.SCHOOL.map((id) => ({ id, hidden: false })),
    });
  });

  it('keeps the order and the hidden cards per user and dashboard, saved again over the first', async () => {
    const first = await save('demo-headmaster', 'SUBJECT', {
      cards: [{ id: 'classes', hidden: true }],
    });
    expect(first.status).toBe(200);
    expect(first.body.resultData?.cards).toEqual([
      { id: 'classes', hidden: true },
      { id: 'chart', hidden: false },
    ]);
    await save('demo-headmaster', 'SUBJECT', {
      cards: [
        { id: 'chart', hidden: true },
        { id: 'classes', hidden: false },
      ],
    });
    expect((await layout('demo-headmaster', 'SUBJECT')).body.resultData?.cards).toEqual([
      { id: 'chart', hidden: true },
      { id: 'classes', hidden: false },
    ]);
    // Another dashboard of the same user, and the same dashboard of another user, keep their defaults.
    expect((await layout('demo-headmaster', 'CALENDAR')).body.resultData?.cards.map((c) => c.id)).toEqual([
      ...DASHBOARD_CARDS.CALENDAR,
    ]);
    expect((await layout('demo-director', 'SUBJECT')).body.resultData?.cards.map((c) => c.id)).toEqual([
      ...DASHBOARD_CARDS.SUBJECT,
    ]);
    expect((await layout('other-teacher', 'SUBJECT')).body.resultData?.cards.every((c) => !c.hidden)).toBe(
      true,
    );
    // One row per user and dashboard: the second save replaced the first.
    expect(await h().db.select().from(dashboardLayouts)).toHaveLength(1);
  });

  it('refuses a card the dashboard lacks, a card named twice, an unknown dashboard or a bad body with 400, storing nothing', async () => {
    const before = await h().db.select().from(dashboardLayouts);
    const refusals: [string, unknown, string][] = [
      ['SCHOOL', { cards: [{ id: 'missing', hidden: false }] }, 'body.cards'],
      [
        'SCHOOL',
        {
          cards: [
            { id: 'week', hidden: false },
            { id: 'week', hidden: true },
          ],
        },
        'body.cards',
      ],
      ['LEAGUE', { cards: [{ id: 'week', hidden: false }] }, 'params.dashboard'],
      ['SCHOOL', { cards: [] }, 'body.cards'],
      ['SCHOOL', { cards: [{ id: 'week', hidden: 'no' }] }, 'body.cards'],
      ['SCHOOL', { cards: [{ id: 'week', hidden: false, colour: 'red' }] }, 'body.cards'],
    ];
    for (const [dashboard, body, field] of refusals) {
      const refused = await save('demo-headmaster', dashboard, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errorMessage).toContain(field);
    }
    expect(await h().db.select().from(dashboardLayouts)).toEqual(before);
  });
});
