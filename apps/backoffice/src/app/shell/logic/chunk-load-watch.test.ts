import {
  CHUNK_LOAD_TIMEOUT_MS,
  type ChunkLoadFailure,
  createChunkLoadWatch,
  isChunkLoadError,
} from './chunk-load-watch';

describe('createChunkLoadWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a load still pending after 120 s, once', () => {
    const reports: ChunkLoadFailure[] = [];
    const watch = createChunkLoadWatch((f) => reports.push(f));
    watch.start('/home/dashboard');
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([{ reason: 'timeout', detail: '/home/dashboard' }]);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(reports).toHaveLength(1);
  });

  it('reports nothing when the load finishes in time', () => {
    const reports: ChunkLoadFailure[] = [];
    const watch = createChunkLoadWatch((f) => reports.push(f));
    watch.start('/');
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    watch.finish();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(reports).toEqual([]);
  });

  it('reports a load error at once and stops the timer', () => {
    const reports: ChunkLoadFailure[] = [];
    const watch = createChunkLoadWatch((f) => reports.push(f));
    watch.start('/home/selfCenter');
    watch.fail('/assets/self-center.js');
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(reports).toEqual([{ reason: 'error', detail: '/assets/self-center.js' }]);
  });

  it('reports the same failed chunk once', () => {
    const reports: ChunkLoadFailure[] = [];
    const watch = createChunkLoadWatch((f) => reports.push(f));
    watch.fail('/assets/a.js');
    watch.fail('/assets/a.js');
    watch.fail('/assets/b.js');
    expect(reports.map((r) => r.detail)).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new Error(message))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
