import { publisherOf } from './modules/homework';
import { requestScope } from './plugins/tenancy';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

const PROBE = '/ael/school/test/request-scope';

describe.each(testDatabases())('the scope of a request on $name', (kind) => {
  const statements: string[] = [];
  const h = useHarness(kind, {}, { logQuery: (query) => statements.push(query) });

  beforeAll(() => {
    // A staff route of the real app (auth and all) whose handler asks for the scope the way services do.
    h().app.get(PROBE, async (request) => {
      const [first, second] = await Promise.all([requestScope(request), requestScope(request)]);
      const publisher = await publisherOf(request);
      return {
        same: first === second && publisher.scope === first && (await requestScope(request)) === first,
        classes: [...first.perClass.keys()].length,
      };
    });
  });

  const probe = async () => {
    const response = await h().app.inject({
      method: 'GET',
      url: PROBE,
      headers: { accesstoken: await h().login('demo-teacher') },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { same: boolean; classes: number };
  };
  const scopeQueries = () => statements.filter((sql) => /\bfrom "teaching_assignments"/i.test(sql)).length;

  it('computes the scope once per request, however many services ask for it', async () => {
    await h().login('demo-teacher');
    statements.length = 0;
    const answer = await probe();
    expect(answer.same).toBe(true);
    expect(answer.classes).toBeGreaterThan(0);
    expect(scopeQueries()).toBe(1);
  });

  it('computes it afresh for the next request (assignments may have changed)', async () => {
    statements.length = 0;
    await probe();
    await probe();
    expect(scopeQueries()).toBe(2);
  });

  it('refuses a request without a token before any scope is computed', async () => {
    statements.length = 0;
    const response = await h().app.inject({ method: 'GET', url: PROBE });
    expect(response.statusCode).toBe(401);
    expect(scopeQueries()).toBe(0);
  });
});
