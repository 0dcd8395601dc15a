import { afterSent, createAnswerQueue, memoryAnswerStore, newerOf, type UnsentAnswer } from './answer-queue';

const offline = new Error('offline');

const setUp = (send: (answer: UnsentAnswer<string>) => Promise<unknown>) => {
  const store = memoryAnswerStore<string>();
  let n = 0;
  const queue = createAnswerQueue<string>({
    store,
    send,
    connectionLost: (error) => error === offline,
    newKey: () => `k${++n}`,
  });
  const keep = (key: string, body: string, eHomeworkId = 9) =>
    queue.keep({ studentId: 1, eHomeworkId, questionId: key, key, body });
  return { store, queue, keep };
};

describe('the answers kept on the device', () => {
  it('keeps the latest answer of each question, never an older one over a newer', () => {
    const older = {
      id: 'a',
      studentId: 1,
      eHomeworkId: 9,
      questionId: 'q',
      body: 'A',
      idempotencyKey: 'k1',
      seq: 1,
    };
    const newer = { ...older, body: 'B', idempotencyKey: 'k2', seq: 2 };
    expect(newerOf(undefined, older)).toBe(older);
    expect(newerOf(older, newer)).toBe(newer);
    expect(newerOf(newer, older)).toBe(newer);
    // Sent: removed, unless a newer answer was kept meanwhile.
    expect(afterSent(older, older)).toBeUndefined();
    expect(afterSent(newer, older)).toBe(newer);
  });

  it('sends in the order given, each with its key, and forgets what arrived', async () => {
    const sent: string[] = [];
    const { store, queue, keep } = setUp(
      async (answer) => void sent.push(`${answer.questionId}=${answer.body} ${answer.idempotencyKey}`),
    );
    await keep('2', 'B');
    await keep('1', 'A');
    await keep('2', 'BB');
    expect(await queue.drain(1, 9)).toEqual({ sent: 2, offline: false, refused: [] });
    expect(await queue.drain(1, 9)).toEqual({ sent: 0, offline: false, refused: [] });
    expect(sent).toEqual(['1=A k2', '2=BB k3']);
    expect(await store.values()).toEqual([]);
  });

  it('stops on a lost connection and sends the rest, with the same keys, when it is back', async () => {
    let online = false;
    const sent: string[] = [];
    const { store, queue, keep } = setUp(async (answer) => {
      if (!online) throw offline;
      sent.push(`${answer.body} ${answer.idempotencyKey}`);
    });
    await keep('1', 'A');
    await keep('2', 'B');
    expect((await queue.drain(1, 9)).offline).toBe(true);
    expect((await store.values()).map((entry) => entry.body)).toEqual(['A', 'B']);
    online = true;
    expect((await queue.drain(1)).offline).toBe(false);
    expect(sent).toEqual(['A k1', 'B k2']);
  });

  it('keeps a newer answer given while the older one was on its way, and sends it next', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const { store, queue, keep } = setUp(
      (answer) =>
        new Promise((resolve) => {
          sent.push(answer.body);
          release = () => resolve(undefined);
        }),
    );
    await keep('1', 'A');
    const first = queue.drain(1, 9);
    await vi.waitFor(() => expect(sent).toEqual(['A']));
    await keep('1', 'AB');
    const second = queue.drain(1, 9);
    release();
    await first;
    expect((await store.values()).map((entry) => entry.body)).toEqual(['AB']);
    await vi.waitFor(() => expect(sent).toEqual(['A', 'AB']));
    release();
    await second;
    expect(await store.values()).toEqual([]);
  });

  it('drops an answer the server refused, and says why', async () => {
    const { store, queue, keep } = setUp(async (answer) => {
      if (answer.body === 'late') throw new Error('handed in');
    });
    await keep('1', 'late');
    await keep('1', 'late', 8);
    const result = await queue.drain(1, 9);
    expect(result.offline).toBe(false);
    expect(result.refused).toHaveLength(1);
    // Another homework's answer is not sent with this one's.
    expect((await store.values()).map((entry) => entry.eHomeworkId)).toEqual([8]);
  });

  it("tells a homework's round the refusals a round of all homework met, once", async () => {
    const { queue, keep } = setUp(async (answer) => {
      if (answer.body === 'late') throw new Error('handed in');
    });
    await keep('1', 'late', 8);
    await keep('2', 'fine', 9);
    const all = await queue.drain(1);
    expect([all.sent, all.refused]).toEqual([2, []]);
    expect((await queue.drain(1, 9)).refused).toEqual([]);
    const eight = await queue.drain(1, 8);
    expect([eight.sent, (eight.refused[0] as Error).message]).toEqual([0, 'handed in']);
    expect((await queue.drain(1, 8)).refused).toEqual([]);
  });
});
