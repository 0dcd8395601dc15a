import ky, { type KyInstance, type Options } from 'ky';
import { type Envelope, IDEMPOTENCY_KEY_HEADER, SESSION_EXPIRED_CODE } from './contract';

/** Request timeout of every call (spec back-office §7, §9). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Local-storage key of the school token (spec back-office §3). */
export const SCHOOL_TOKEN_KEY = 'ael_school_token';
/** Local-storage key of the one-time super token, removed after its first use (spec back-office §7). */
export const SUPER_TOKEN_KEY = 'ael_super_token';
/** Name of the header every request carries (spec back-office §7). */
export const ACCESS_TOKEN_HEADER = 'accessToken';
/** HTTP status that means a missing or unknown token (spec back-office §8). */
export const HTTP_UNAUTHORIZED = 401;
/** The only HTTP status that is not a failure (spec back-office §8). */
export const HTTP_OK = 200;
/**
 * Statuses that refuse this one request for a reason its user can act on, with the reason in the envelope:
 * a field that fails validation (400), a record outside the caller's scope (403) or gone (404), a conflict
 * (409), a body too large (413), too many attempts (429). Spec §8 sends every non-200 status to / without
 * a word, which left a rate-limited login showing nothing and a stale link to a course on the dashboard;
 * these are shown where the request was made, like resultStatus false, and nobody is moved.
 */
export const HTTP_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 409, 413, 429]);
/** Refusals that concern the record a page shows (the page says so, with a way back). */
export const HTTP_MISSING_RECORD: ReadonlySet<number> = new Set([403, 404]);
/** Times a call that got no answer (network failure) is sent again. */
export const NETWORK_RETRIES = 2;
/** Methods that change nothing, sent without an Idempotency-Key. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The path every failure of §8 navigates to. */
export const LOGIN_PATH = '/';

/**
 * How a call failed (spec back-office §8):
 * - `result`: resultStatus false; the message is the server's errorMessage, shown as a warning.
 * - `unauthorized`: HTTP 401 or errorCode 100102; the token was removed and the app sent to /.
 * - `result` also for a refusal status (HTTP_REFUSALS: 400, 403, 404, 409, 413, 429) whose envelope has a message.
 * - `http`: another non-200 status; the app was sent to / keeping the token; no message.
 * - `network`: no usable answer; the message is the app's (networkErrorMessage). With no response at all (fetch
 *   failed: the connection is lost, or a timeout) `connectionLost` is true and `status` null; an answer that is
 *   not the envelope keeps its status.
 */
export type ApiErrorKind = 'result' | 'unauthorized' | 'http' | 'network';

/** A failed API call. Only `result` and `network` errors carry a message meant for the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
    readonly kind: ApiErrorKind = 'result',
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No response came (the device is offline or the server unreachable): not the server's failure. */
  get connectionLost(): boolean {
    return this.kind === 'network' && this.status === null;
  }

  /** true when the app should show this error's message as a warning. */
  get shouldWarn(): boolean {
    return (this.kind === 'result' || this.kind === 'network') && this.message !== '';
  }
}

/** The part of the Web Storage API the client needs (localStorage in the browser). */
export interface TokenStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export interface ApiClientConfig {
  /** Base URL of the API host; '' for the same origin. */
  baseUrl: string;
  /** Where the super token and the school token are kept (localStorage in the browser). */
  storage: TokenStorage;
  /** Registered by the app: moves to a path without the client knowing the router. */
  onNavigate: (path: typeof LOGIN_PATH) => void;
  /**
   * The translated message of a call without a usable answer, read at the time of the failure: 'Internal
   * server error', or what the app says when no response came at all (`connectionLost`).
   */
  networkErrorMessage: (connectionLost: boolean) => string;
  /** fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Check every answer's resultData against its call's schema (calls.ts) and fail loudly when it does not
   * match. On by default, for development and tests; an app turns it off in production builds
   * (`parseResponses: import.meta.env.DEV`), where the check would cost time on every call and load zod.
   */
  parseResponses?: boolean;
  /**
   * The page's language, sent as the standard Accept-Language header of every call (`zh-HK` on hk pages,
   * `en` on en pages) so the server answers in the language the page shows, not the browser's or the
   * one last stored. Read at the time of each call.
   */
  language?: () => string;
}

/**
 * The token for the accessToken header: the one-time super token (removed as it is read),
 * else the stored school token, else '' (spec back-office §7).
 */
export function takeAccessToken(storage: TokenStorage): string {
  const superToken = storage.getItem(SUPER_TOKEN_KEY);
  if (superToken) {
    storage.removeItem(SUPER_TOKEN_KEY);
    return superToken;
  }
  return storage.getItem(SCHOOL_TOKEN_KEY) ?? '';
}

export function isSessionExpired(body: Pick<Envelope<unknown>, 'errorCode'>): boolean {
  return body.errorCode === SESSION_EXPIRED_CODE;
}

/** Unwraps an envelope: the data, or an ApiError carrying the server's message. */
export function unwrap<T>(body: Envelope<T>): T {
  if (!body.resultStatus) throw new ApiError(body.errorMessage ?? '', body.errorCode, 'result');
  return body.resultData as T;
}

/** A configured client: the ky instance and `request`, which applies the error catalogue. */
export interface ApiClient {
  ky: KyInstance;
  /** Whether answers are checked against their schemas (ApiClientConfig.parseResponses). */
  parseResponses: boolean;
  /** Sends one call and returns resultData, or throws an ApiError after the §8 reaction. */
  request<T>(path: string, options?: Options, behaviour?: RequestBehaviour): Promise<T>;
}

export interface RequestBehaviour {
  /**
   * Fail without the §8 reactions (no token removal, no navigation): for the language-pack and
   * font calls, whose failures fall back silently.
   */
  silent?: boolean;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const instance = ky.create({
    prefixUrl: config.baseUrl || undefined,
    timeout: REQUEST_TIMEOUT_MS,
    // Only calls that got no answer are sent again (HTTP statuses never throw here); a state-changing call
    // goes again with its Idempotency-Key, so the server answers a repeat without writing twice.
    retry: { limit: NETWORK_RETRIES, methods: ['get', 'post', 'put', 'patch', 'delete'] },
    throwHttpErrors: false,
    fetch: config.fetch,
    hooks: {
      beforeRequest: [
        (request, _options, { retryCount }) => {
          // A retry is the same request: it keeps its token and its key.
          if (retryCount > 0) return;
          request.headers.set(ACCESS_TOKEN_HEADER, takeAccessToken(config.storage));
          if (config.language) request.headers.set('Accept-Language', config.language());
          // A call may bring its own key (an answer kept on the device keeps its key until it is sent).
          if (!SAFE_METHODS.has(request.method) && !request.headers.has(IDEMPOTENCY_KEY_HEADER))
            request.headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
        },
      ],
    },
  });

  const networkError = (status: number | null = null) =>
    new ApiError(config.networkErrorMessage(status === null), null, 'network', status);

  async function request<T>(path: string, options?: Options, behaviour: RequestBehaviour = {}): Promise<T> {
    const signOut = (): void => {
      if (behaviour.silent) return;
      config.storage.removeItem(SCHOOL_TOKEN_KEY);
      config.onNavigate(LOGIN_PATH);
    };
    let response: Response;
    try {
      // ky wants no leading slash with a prefix; without one the path must stay absolute.
      response = await instance(config.baseUrl ? path.replace(/^\//, '') : path, options);
    } catch {
      throw networkError();
    }
    if (response.status === HTTP_UNAUTHORIZED) {
      signOut();
      throw new ApiError('', null, 'unauthorized', response.status);
    }
    if (HTTP_REFUSALS.has(response.status)) {
      const refusal = await refusalOf(response);
      if (refusal) throw new ApiError(refusal.errorMessage, refusal.errorCode, 'result', response.status);
    }
    if (response.status !== HTTP_OK) {
      if (!behaviour.silent) config.onNavigate(LOGIN_PATH);
      throw new ApiError('', null, 'http', response.status);
    }
    let body: Envelope<T>;
    try {
      body = (await response.json()) as Envelope<T>;
    } catch {
      throw networkError(response.status);
    }
    if (body === null || typeof body !== 'object') throw networkError(response.status);
    if (isSessionExpired(body)) {
      signOut();
      throw new ApiError(body.errorMessage ?? '', body.errorCode, 'unauthorized', response.status);
    }
    return unwrap(body);
  }

  return { ky: instance, request, parseResponses: config.parseResponses ?? true };
}

/** The message and code of a refusal's envelope, or null when it carries no message. */
async function refusalOf(
  response: Response,
): Promise<{ errorMessage: string; errorCode: number | null } | null> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>> | null;
    if (!body || typeof body.errorMessage !== 'string' || body.errorMessage === '') return null;
    return {
      errorMessage: body.errorMessage,
      errorCode: typeof body.errorCode === 'number' ? body.errorCode : null,
    };
  } catch {
    return null;
  }
}

let current: ApiClient | null = null;

/** Registers the app's client; the typed calls and query factories use it. */
export function configureApiClient(config: ApiClientConfig): ApiClient {
  current = createApiClient(config);
  return current;
}

/** The registered client; throws when the app forgot `configureApiClient`. */
export function apiClient(): ApiClient {
  if (!current) throw new Error('configureApiClient() must run before the first call');
  return current;
}
