import { type HistoryEntry, nextHistory, routeNameOf } from './next-history';

function entry(name: string, query: Record<string, unknown> = {}): HistoryEntry {
  const path = `/home/${name}`;
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return { name, path, fullPath: search ? `${path}?${search}` : path, query };
}

describe('nextHistory', () => {
  it('pushes the target onto an empty history', () => {
    expect(nextHistory([], entry('dashboard'))).toEqual([entry('dashboard')]);
  });

  it('pushes a target that is not yet in the history', () => {
    expect(nextHistory([entry('dashboard')], entry('selfCenter'))).toEqual([
      entry('dashboard'),
      entry('selfCenter'),
    ]);
  });

  it('does not push a target equal to the previous entry', () => {
    expect(nextHistory([entry('dashboard'), entry('selfCenter')], entry('selfCenter'))).toEqual([
      entry('dashboard'),
      entry('selfCenter'),
    ]);
  });

  it('cuts the history after a target already in it, keeping the target with its new query', () => {
    const history = [entry('dashboard'), entry('courseMag'), entry('courseDetail'), entry('preViewPage')];
    expect(nextHistory(history, entry('courseMag', { id: '4' }))).toEqual([
      entry('dashboard'),
      entry('courseMag', { id: '4' }),
    ]);
  });

  it.each(['login', 'blank', 'protocol', 'policy', 'termsofUse', 'collectInfo', 'helpCenter', 'guide'])(
    'never tracks the public route %s',
    (name) => {
      expect(nextHistory([entry('dashboard')], entry(name))).toEqual([entry('dashboard')]);
      expect(nextHistory([], entry(name))).toEqual([]);
    },
  );

  it.each(['ePracticeReport', 'testReport', 'testStudentPdf', 'seeReportQuestion'])(
    'never tracks the report route %s',
    (name) => {
      expect(nextHistory([entry('dashboard')], entry(name))).toEqual([entry('dashboard')]);
    },
  );

  it('does not change the history it is given', () => {
    const history = [entry('dashboard')];
    nextHistory(history, entry('selfCenter'));
    expect(history).toEqual([entry('dashboard')]);
  });
});

describe('routeNameOf', () => {
  it('names a route by its last path segment, and / as login', () => {
    expect(routeNameOf('/home/dashboard')).toBe('dashboard');
    expect(routeNameOf('/home/selfCenter/')).toBe('selfCenter');
    expect(routeNameOf('/')).toBe('login');
  });
});
