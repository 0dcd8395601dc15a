import { type CallName, type CallSchemas, callSchemas, calls } from '@harbour/api-client/contract';
import { fastifyPath } from './route';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

/**
 * The server answers exactly the calls of the contract: every call has its route (same method, path and
 * access), and every /ael route answers a call of the contract. A route added by hand, or a call described
 * but never served, fails here.
 */
describe.each(testDatabases())('the routes are the contract on $name', (kind) => {
  const harness = useHarness(kind);

  it('every contract call has its route, and every /ael route is a contract call', () => {
    const routes = harness().app.apiRoutes;
    const served = routes.map((route) => `${route.method} ${route.url}`).sort();
    const described = Object.values(calls)
      .map((call) => `${call.method} ${fastifyPath(call.path)}`)
      .sort();
    expect(served).toEqual(described);
  });

  it('each route answers its own call with the access the contract gives it', () => {
    for (const route of harness().app.apiRoutes) {
      const name = route.call as CallName;
      expect(name, `${route.method} ${route.url}`).toBeDefined();
      const call = calls[name];
      expect(`${route.method} ${route.url} ${route.access}`).toBe(
        `${call.method} ${fastifyPath(call.path)} ${(callSchemas[name] as CallSchemas).access}`,
      );
    }
  });
});
