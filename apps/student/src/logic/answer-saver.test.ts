import { createAnswerSaver, type SaveState } from './answer-saver';

describe('the answer saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = (send = vi.fn(async () => undefined)) => {
    const states: SaveState['kind'][] = [];
    const saver = createAnswerSaver<string>({
      send,
      onState: (state) => states.push(state.kind),
      messageOf: (error) => String(error),
      delayMs: 500,
    });
    return { saver, send, states };
  };

  it('sends only the latest answer once the student pauses', async () => {
    const { saver, send } = setUp();
    saver.queue('1', 'A');
    await vi.advanceTimersByTimeAsync(200);
    saver.queue('1', 'AB');
    await vi.advanceTimersByTimeAsync(499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('1', 'AB');
  });

  it('a round with nothing to send clears a lost connection but still says a refusal', async () => {
    const offline = new Error('offline');
    const saver = createAnswerSaver<string>({
      send: async () => undefined,
      onState: () => undefined,
      messageOf: (error) => String(error),
      connectionLost: (error) => error === offline,
    });
    await saver.track(async () => {
      throw new Error('refused');
    });
    await saver.track(async () => false);
    expect(await saver.flush()).toBe(false);
    await saver.track(async () => true);
    expect(await saver.flush()).toBe(true);
    await saver.track(async () => {
      throw offline;
    });
    expect(saver.offline).toBe(true);
    await saver.track(async () => false);
    expect(saver.offline).toBe(false);
    expect(await saver.flush()).toBe(true);
  });

  it('keeps each question apart', async () => {
    const { saver, send } = setUp();
    saver.queue('1', 'A');
    saver.queue('2', 'B');
    await vi.advanceTimersByTimeAsync(500);
    expect(send.mock.calls).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
  });

  it('sends what waits at once on flush, and says saved', async () => {
    const { saver, send, states } = setUp();
    saver.queue('1', 'A');
    expect(await saver.flush()).toBe(true);
    expect(send).toHaveBeenCalledWith('1', 'A');
    expect(states.at(-1)).toBe('saved');
    expect(saver.busy).toBe(false);
  });

  it('sends a question’s answers in order, one at a time', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const send = vi.fn(
      (_key: string, body: string) =>
        new Promise<void>((resolve) => {
          order.push(`start ${body}`);
          release = () => {
            order.push(`end ${body}`);
            resolve();
          };
        }),
    );
    const { saver } = setUp(send);
    saver.queue('1', 'A');
    await vi.advanceTimersByTimeAsync(500);
    saver.queue('1', 'B');
    await vi.advanceTimersByTimeAsync(500);
    expect(order).toEqual(['start A']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start A', 'end A', 'start B', 'end B']);
  });

  it('reports a failed save, and recovers on the next success', async () => {
    const send = vi.fn(async (_key: string, body: string) => {
      if (body === 'bad') throw new Error('refused');
    });
    const { saver, states } = setUp(send);
    saver.queue('1', 'bad');
    expect(await saver.flush()).toBe(false);
    expect(states.at(-1)).toBe('failed');
    saver.queue('1', 'good');
    expect(await saver.flush()).toBe(true);
    expect(states.at(-1)).toBe('saved');
  });

  it('hands over what waits to a page going away, and sends it no more itself', async () => {
    const { saver, send } = setUp();
    saver.queue('1', 'A');
    saver.queue('2', 'B');
    expect(saver.takeWaiting()).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
    expect(saver.busy).toBe(false);
  });
});
