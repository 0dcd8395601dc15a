import autocannon from 'autocannon';

/** What the bench asks of one load run (passed as JSON in argv[2]). */
export interface LoadPlan {
  url: string;
  method: 'GET' | 'POST';
  /** Tokens to rotate through, one per request; empty for none. */
  tokens: string[];
  body?: string;
  connections: number;
  durationSeconds: number;
}

/** Figures of one run. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  /** CPU time of the load generator while it sent the load (user + system), in ms; not its start-up. */
  cpuMs: number;
}

/** Runs autocannon in this (child) process so the server under test keeps its own cores. */
async function run(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const before = process.cpuUsage();
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.durationSeconds,
    requests: [
      {
        method: plan.method,
        ...(plan.body ? { body: plan.body } : {}),
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          if (plan.tokens.length === 0) return request;
          const token = plan.tokens[next++ % plan.tokens.length] ?? '';
          return { ...request, headers: { ...request.headers, accesstoken: token } };
        },
      },
    ],
  });
  const cpu = process.cpuUsage(before);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
process.stdout.write(`${JSON.stringify(await run(plan))}\n`);
