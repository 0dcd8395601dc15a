import { BANK_COMMENT_LIMIT, ERROR_CODES } from '@harbour/api-client/contract';
import { eq } from 'drizzle-orm';
import { bankComments, staffUsers } from '../../db/schema';
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

  it('saves one comment of a text however many saves of it race', async () => {
    const text = 'Mind the tense of each verb.';
    const saves = await Promise.all([1, 2, 3, 4].map(() => add('demo-teacher', { text })));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(saves.map((save) => save.body.resultData?.commentId)).size).toBe(1);
    const rows = await h().db.select().from(bankComments).where(eq(bankComments.text, text));
    expect(rows).toHaveLength(1);
  });

  it('lists the whole bank; a full one refuses another comment with why, until one is deleted', async () => {
    const [panel] = await h()
      .db.select({ id: staffUsers.id, schoolId: staffUsers.schoolId })
      .from(staffUsers)
      .where(eq(staffUsers.account, 'demo-panel'));
    if (!panel) throw new Error('no demo-panel');
    await h()
      .db.insert(bankComments)
      .values(
        Array.from({ length: BANK_COMMENT_LIMIT }, (_, n) => ({
          schoolId: panel.schoolId,
          teacherId: panel.id,
          text: `Saved comment ${n + 1}`,
        })),
      );
    const listed = await bank('demo-panel');
    expect(listed).toHaveLength(BANK_COMMENT_LIMIT);
    expect(listed?.at(-1)?.text).toBe('Saved comment 1');
    const refused = await add('demo-panel', { text: 'One more' });
    expect([refused.status, refused.body.errorCode, refused.body.errorMessage]).toEqual([
      409,
      ERROR_CODES.COMMENT_BANK_FULL,
      `Your comment bank holds ${BANK_COMMENT_LIMIT} comments, as many as it can: delete one before saving another`,
    ]);
    // A text already saved is still answered.
    expect((await add('demo-panel', { text: 'Saved comment 7' })).status).toBe(200);
    await injectCall(h().app, 'deleteBankComment', {
      token: await h().login('demo-panel'),
      params: { commentId: listed?.[0]?.commentId ?? 0 },
    });
    expect((await add('demo-panel', { text: 'One more' })).status).toBe(200);
  });

  it('is for staff signed in only', async () => {
    const anonymous = await injectCall(h().app, 'getCommentBank', {});
    expect(anonymous.status).toBe(401);
  });
});
