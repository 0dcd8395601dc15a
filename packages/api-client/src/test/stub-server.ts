import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, type ApiClientConfig, configureApiClient, SCHOOL_TOKEN_KEY } from '../client';

/** A request the stub received. */
export interface SeenRequest {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

/** The stub of a test file: what it received, what it answers, and where the client navigated. */
export interface StubServer {
  /** Requests of the current test, in order. */
  seen: SeenRequest[];
  /** HTTP status of the answers (200 unless a test sets it). */
  status: number;
  /** resultData of the answers (null unless a test sets it). */
  data: unknown;
  /** Paths the client navigated to in the current test. */
  navigations: string[];
  /** The client's token storage (holds a school token). */
  store: Map<string, string>;
  /** Configures the client against the stub; by default it does not check answers against the contract. */
  configure(options?: Pick<ApiClientConfig, 'parseResponses'>): ApiClient;
}

/**
 * An HTTP server on a free port that records every request and answers the envelope of `data`, with the
 * api client configured against it: started before the file's tests, closed after them, reset before each.
 */
export function stubServer(): StubServer {
  let server: Server;
  const stub: StubServer = {
    seen: [],
    status: 200,
    data: null,
    navigations: [],
    store: new Map([[SCHOOL_TOKEN_KEY, 'tok']]),
    configure: (options = {}) =>
      configureApiClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        storage: {
          getItem: (k) => stub.store.get(k) ?? null,
          removeItem: (k) => void stub.store.delete(k),
        },
        onNavigate: (path) => stub.navigations.push(path),
        networkErrorMessage: () => 'Internal server error',
        // This stub answers placeholders, not answers of the real server: only requests are under test here.
        parseResponses: false,
        ...options,
      }),
  };
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        stub.seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          contentType: req.headers['content-type'] ?? '',
          body,
        });
        res.writeHead(stub.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ resultStatus: true, resultData: stub.data, errorMessage: null, errorCode: null }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stub.configure();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    stub.seen = [];
    stub.status = 200;
    stub.data = null;
    stub.navigations.length = 0;
  });
  return stub;
}
