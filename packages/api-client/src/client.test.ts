import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  createApiClient,
  isSessionExpired,
  SCHOOL_TOKEN_KEY,
  SUPER_TOKEN_KEY,
  type TokenStorage,
  takeAccessToken,
  unwrap,
} from './client';
import { IDEMPOTENCY_KEY_HEADER } from './contract';

/** A Web Storage with the two methods the client uses, backed by a Map (Node has no localStorage). */
function memoryStorage(entries: Record<string, string> = {}): TokenStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function reply(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

function setup(entries: Record<string, string> = {}) {
  const storage = memoryStorage(entries);
  const navigations: string[] = [];
  const client = createApiClient({
    baseUrl,
    storage,
    onNavigate: (path) => navigations.push(path),
    networkErrorMessage: () => '伺服器內部錯誤',
  });
  return { storage, navigations, client };
}

describe('unwrap', () => {
  it('returns resultData when resultStatus is true', () => {
    expect(unwrap({ resultStatus: true, resultData: { a: 1 }, errorMessage: null, errorCode: null })).toEqual(
      { a: 1 },
    );
  });

  it('throws an ApiError with the server message when resultStatus is false', () => {
    const call = () =>
      unwrap({ resultStatus: false, resultData: null, errorMessage: '密碼錯誤', errorCode: 100201 });
    expect(call).toThrow(ApiError);
    expect(call).toThrow('密碼錯誤');
  });
});

it('recognises the expired-session code 100102 only', () => {
  expect(isSessionExpired({ errorCode: 100102 })).toBe(true);
  expect(isSessionExpired({ errorCode: 100101 })).toBe(false);
});

describe('takeAccessToken', () => {
  it('uses the one-time super token first and removes it', () => {
    const storage = memoryStorage({ [SUPER_TOKEN_KEY]: 'super', [SCHOOL_TOKEN_KEY]: 'school' });
    expect(takeAccessToken(storage)).toBe('super');
    expect(storage.map.has(SUPER_TOKEN_KEY)).toBe(false);
    expect(takeAccessToken(storage)).toBe('school');
  });

  it('is empty when no token is stored', () => {
    expect(takeAccessToken(memoryStorage())).toBe('');
  });
});

describe('request against a real HTTP server', () => {
  it('sends the accessToken header and returns resultData', async () => {
    let seen: string | undefined;
    handler = (req, res) => {
      seen = req.headers.accesstoken as string;
      reply(200, { resultStatus: true, resultData: { ok: 1 }, errorMessage: null, errorCode: null })(
        req,
        res,
      );
    };
    const { client } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
    await expect(client.request('/ael/x')).resolves.toEqual({ ok: 1 });
    expect(seen).toBe('tok');
  });

  it("sends the page's language as Accept-Language, read at each call", async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, res) => {
      seen.push(req.headers['accept-language']);
      reply(200, { resultStatus: true, resultData: null, errorMessage: null, errorCode: null })(req, res);
    };
    let language = 'zh-HK';
    const client = createApiClient({
      baseUrl,
      storage: memoryStorage(),
      onNavigate: () => undefined,
      networkErrorMessage: () => '',
      language: () => language,
    });
    await client.request('/ael/x');
    language = 'en';
    await client.request('/ael/x', { method: 'post', json: {} });
    expect(seen).toEqual(['zh-HK', 'en']);
  });

  it('sends an empty header without a token', async () => {
    let seen: string | undefined;
    handler = (req, res) => {
      seen = req.headers.accesstoken as string;
      reply(200, { resultStatus: true, resultData: null, errorMessage: null, errorCode: null })(req, res);
    };
    await setup().client.request('/ael/x');
    expect(seen).toBe('');
  });

  it.each([
    ['HTTP 401', 401, { errorMessage: 'no', errorCode: 401 }, { kind: 'unauthorized', shouldWarn: false }],
    ['errorCode 100102', 200, { errorMessage: 'expired', errorCode: 100102 }, { kind: 'unauthorized' }],
  ])('on %s removes the token and goes to /', async (_case, status, failure, rejection) => {
    handler = reply(status, { resultStatus: false, resultData: null, ...failure });
    const { client, storage, navigations } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
    await expect(client.request('/ael/x')).rejects.toMatchObject(rejection);
    expect(storage.map.has(SCHOOL_TOKEN_KEY)).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('on another non-200 status goes to / and keeps the token, with no message', async () => {
    handler = reply(502, {
      resultStatus: false,
      resultData: null,
      errorMessage: 'Bad gateway',
      errorCode: 502,
    });
    const { client, storage, navigations } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
    const error = await client.request('/ael/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 502, shouldWarn: false });
    expect(storage.map.get(SCHOOL_TOKEN_KEY)).toBe('tok');
    expect(navigations).toEqual(['/']);
  });

  it('on a refusal status (429, 400 …) with a message rejects with it as a warning, staying put', async () => {
    for (const [status, errorCode, message] of [
      [429, 100429, 'Too many attempts, please try again in 2 seconds'],
      [400, 100400, 'body.account 的值無效'],
      [404, 100404, 'Not found'],
      [403, 100403, 'Forbidden'],
    ] as const) {
      handler = reply(status, { resultStatus: false, resultData: null, errorMessage: message, errorCode });
      const { client, storage, navigations } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
      const error = await client.request('/ael/x').catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'result', status, errorCode, message, shouldWarn: true });
      expect(storage.map.get(SCHOOL_TOKEN_KEY)).toBe('tok');
      expect(navigations).toEqual([]);
    }
  });

  it('on a refusal status without an envelope behaves as any other non-200 status', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'text/plain' });
      res.end('slow down');
    };
    const { client, navigations } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
    const error = await client.request('/ael/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 429, shouldWarn: false });
    expect(navigations).toEqual(['/']);
  });

  it('on resultStatus false rejects with the server message as a warning, staying put', async () => {
    handler = reply(200, { resultStatus: false, resultData: null, errorMessage: '密碼錯誤', errorCode: 1 });
    const { client, navigations } = setup({ [SCHOOL_TOKEN_KEY]: 'tok' });
    await expect(client.request('/ael/x')).rejects.toMatchObject({
      kind: 'result',
      message: '密碼錯誤',
      shouldWarn: true,
    });
    expect(navigations).toEqual([]);
  });

  it('on a network failure rejects with the translated internal server error', async () => {
    const { storage, navigations } = setup();
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      storage,
      onNavigate: (path) => navigations.push(path),
      networkErrorMessage: () => '伺服器內部錯誤',
    });
    await expect(client.request('/ael/x')).rejects.toMatchObject({
      kind: 'network',
      message: '伺服器內部錯誤',
    });
    expect(navigations).toEqual([]);
  });

  it('sends a state-changing call again after a dropped connection with the same Idempotency-Key and token', async () => {
    const seen: { method: string; key: string | undefined; token: string | undefined }[] = [];
    handler = (req, res) => {
      seen.push({
        method: req.method ?? '',
        key: req.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined,
        token: req.headers.accesstoken as string | undefined,
      });
      // The first POST loses its connection before any answer: the client cannot know if it was done.
      if (seen.length === 1) return req.socket.destroy();
      reply(200, { resultStatus: true, resultData: 'ok', errorMessage: null, errorCode: null })(req, res);
    };
    const { client } = setup({ [SUPER_TOKEN_KEY]: 'super', [SCHOOL_TOKEN_KEY]: 'school' });
    await expect(client.request('/ael/x', { method: 'post', json: { a: 1 } })).resolves.toBe('ok');
    await client.request('/ael/x', { method: 'post', json: { a: 1 } });
    await client.request('/ael/x');
    const [lost, retried, nextAction, read] = seen;
    expect(lost?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toEqual(lost);
    expect(lost?.token).toBe('super');
    expect(nextAction?.key).not.toBe(lost?.key);
    expect(nextAction?.token).toBe('school');
    expect(read).toEqual({ method: 'GET', key: undefined, token: 'school' });
  });
});
