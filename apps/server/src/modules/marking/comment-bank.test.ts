import { eq } from 'drizzle-orm';
import { bankComments } from '../../db/schema';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';

describe.each(testDatabases())('the comment bank on $name', (kind) => {
  const h = useHarness(kind);
  const bank = async (account: string) =>
    (await injectCall(h().app, 'getCommentBank', { token: await h().login(account) })).body.resultData
      ?.comments;
  const add = async (account: string, body: unknown) =>
    injectCall(h().app, 'addBankComment', {
      token: await h().login(account),
      body: body as never,
      headers: { 'accept-language': 'en' },
    });

  it('saves, lists (newest first) and deletes a teacher’s own comments; the same text twice is saved once', async () => {
    const first = await add('demo-teacher', { text: '  Clear structure, good linking words.  ' });
    expect(first.status).toBe(200);
    expect(first.body.resultData?.text).toBe('Clear structure, good linking words.');
    const second = await add('demo-teacher', { text: '字體端正，內容充實。' });
    const again = await add('demo-teacher', { text: 'Clear structure, good linking words.' });
    expect(again.body.resultData?.commentId).toBe(first.body.resultData?.commentId);
    expect((await bank('demo-teacher'))?.map((c) => c.text)).toEqual([
      '字體端正，內容充實。',
      'Clear structure, good linking words.',
    ]);

    const commentId = second.body.resultData?.commentId ?? 0;
    const deleted = await injectCall(h().app, 'deleteBankComment', {
      token: await h().login('demo-teacher'),
      params: { commentId },
    });
    expect(deleted.status).toBe(200);
    expect((await bank('demo-teacher'))?.map((c) => c.text)).toEqual([
      'Clear structure, good linking words.',
    ]);
  });

  it('keeps each teacher’s bank their own: another teacher, in the school or another, neither sees nor deletes it', async () => {
    const mine = await add('demo-teacher', { text: 'Check your spelling.' });
    const commentId = mine.body.resultData?.commentId ?? 0;
    expect(await bank('demo-classteacher')).not.toContainEqual(expect.objectContaining({ commentId }));
    expect(await bank('other-teacher')).toEqual([]);
    for (const account of ['demo-classteacher', 'other-teacher']) {
      const refused = await injectCall(h().app, 'deleteBankComment', {
        token: await h().login(account),
        params: { commentId },
      });
      expect(refused.status).toBe(404);
    }
    const [row] = await h().db.select().from(bankComments).where(eq(bankComments.id, commentId));
    expect(row?.text).toBe('Check your spelling.');
  });

  it('refuses a blank, too long or missing text with 400 naming the field, and stores nothing', async () => {
    const before = (await h().db.select().from(bankComments)).length;
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(1001) }, {}, { text: 'ok', extra: 1 }]) {
      const refused = await add('demo-teacher', body);
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toMatch(/body/);
      if ('text' in body && !('extra' in body)) expect(refused.body.errorMessage).toContain('body.text');
    }
    expect((await h().db.select().from(bankComments)).length).toBe(before);
    expect(
      (await add('demo-teacher', { text: 'y'.repeat(1000) })).status,
      'exactly 1,000 characters is allowed',
    ).toBe(200);
  });

  it('is for staff signed in only', async () => {
    const anonymous = await injectCall(h().app, 'getCommentBank', {});
    expect(anonymous.status).toBe(401);
  });
});
