import { mutationOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Options } from 'ky';
import { apiClient, type RequestBehaviour } from './client';
import { IDEMPOTENCY_KEY_HEADER } from './contract';
import { fillPath } from './contract/call';
import type { CallBody, CallParams, CallQuery, CallResult } from './contract/call-schemas';
import type { CallDescription, CallName, Calls, Entity } from './contract/calls';

/**
 * The calls of the contract (contract/calls.ts) as functions, TanStack Query options and cache
 * invalidation: method and path come from the call's description, the types from its schemas, the cache key
 * from the entity its answer is made of, and what a write makes stale from the entities it changes.
 */

/** Keeps only the parts a call has (a call without a body takes no `body`). */
type Present<T> = { [P in keyof T as T[P] extends undefined ? never : P]: T[P] };

/** What one call takes: its path parameters, query string (always optional) and body. */
export type CallInput<K extends CallName> = Present<{ params: CallParams<K>; body: CallBody<K> }> &
  (CallQuery<K> extends undefined ? unknown : { query?: CallQuery<K> });

interface AnyInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** Drops undefined values so they are not sent as the text 'undefined'. */
export function searchParams(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value as string | number | boolean;
  }
  return out;
}

/**
 * resultData, checked against the call's schema when the client parses responses (development and tests).
 * The check and the schemas load on first use, so a production bundle, which never parses, neither loads
 * nor carries them. The answer is returned as the server sent it, so development and production see the
 * same values.
 */
async function checked<K extends CallName>(name: K, data: unknown): Promise<CallResult<K>> {
  // The envelope's resultData may be null (a file that was never published, for one).
  if (!apiClient().parseResponses || data === null) return data as CallResult<K>;
  const { checkResponse } = await import('./response-check');
  checkResponse(name, data);
  return data as CallResult<K>;
}

/** A call's description (contract/calls.ts), which a screen imports one by one. */
export type AnyCall = Calls[CallName];

/** Sends one call of the contract; its resultData, checked against its schema in development and tests. */
export async function callApi<D extends AnyCall>(
  description: D,
  input: CallInput<D['name']>,
  behaviour?: RequestBehaviour & {
    /** A multipart body instead of JSON (calls described `multipart`). */
    form?: FormData;
    /** A URL the server handed out for this call (an upload URL with its token), used as it is. */
    url?: string;
    /** A body of raw bytes (calls described `binary`), sent as application/octet-stream. */
    bytes?: Blob;
    /** This request's timeout in milliseconds instead of the client's (an upload part's, spec §7). */
    timeout?: number;
    /** The Idempotency-Key to send instead of a new one (a write kept to be sent again keeps its key). */
    idempotencyKey?: string;
  },
): Promise<CallResult<D['name']>> {
  const { params, query, body } = input as AnyInput;
  const options: Options = { method: description.method.toLowerCase() };
  if (query) options.searchParams = searchParams(query);
  if (behaviour?.timeout !== undefined) options.timeout = behaviour.timeout;
  if (behaviour?.form) options.body = behaviour.form;
  else if (behaviour?.bytes) {
    options.body = behaviour.bytes;
    options.headers = { 'content-type': 'application/octet-stream' };
  } else if (body !== undefined) options.json = body;
  if (behaviour?.idempotencyKey !== undefined)
    options.headers = {
      ...(options.headers as Record<string, string> | undefined),
      [IDEMPOTENCY_KEY_HEADER]: behaviour.idempotencyKey,
    };
  const path = behaviour?.url ?? fillPath(description.path, params);
  const data = await apiClient().request<unknown>(path, options, { silent: behaviour?.silent ?? false });
  return checked(description.name as D['name'], data);
}

/**
 * Entities the answer of each cached read is made of, by call name, for the reads this bundle has built
 * query options for (the only ones that can be in its cache). Looked up from a query's key, so a query
 * whose data was set by key alone is invalidated like one that was fetched.
 */
const readsByCall = new Map<string, readonly Entity[]>();

/** Entities a read's answer is made of. */
function readsOf(description: CallDescription): readonly Entity[] {
  const reads = description.reads ?? [];
  readsByCall.set(description.name, reads);
  return reads;
}

/** The cache key of a read: `[entity, call name, input]`, the entity being the first the call reads. */
export function callQueryKey<D extends AnyCall>(description: D, input: CallInput<D['name']>) {
  const entity = readsOf(description)[0];
  if (!entity) throw new Error(`${description.name} is not a cached read (it names no entity it reads)`);
  return [entity, description.name, input] as const;
}

/** Query options of a read of the contract: one factory for a route loader and its component. */
export function callQueryOptions<D extends AnyCall>(description: D, input: CallInput<D['name']>) {
  return queryOptions({
    queryKey: callQueryKey(description, input),
    queryFn: () => callApi(description, input),
  });
}

/**
 * A read of the contract as a plain function that sends it, carrying its query options (`queryOptions`)
 * with the same arguments: `toInput` maps them once to the call's input, so the two never disagree.
 */
export interface CallRead<D extends AnyCall, A extends unknown[]> {
  (...args: A): Promise<CallResult<D['name']>>;
  /** The read's query options for the same arguments. */
  queryOptions: (...args: A) => CallQueryOptions<D>;
}

export function callRead<D extends AnyCall, A extends unknown[]>(
  description: D,
  toInput: (...args: A) => CallInput<D['name']>,
): CallRead<D, A> {
  const send = (...args: A) => callApi(description, toInput(...args));
  return Object.assign(send, {
    queryOptions: (...args: A) => callQueryOptions(description, toInput(...args)),
  });
}

/** The query options of a read (named, so declaration files refer to them instead of spelling them out). */
export type CallQueryOptions<D extends AnyCall> = ReturnType<typeof callQueryOptions<D>>;

/** Entities a cached read is made of, from the call its key names. */
function entitiesOf(key: QueryKey): readonly Entity[] {
  return (typeof key[1] === 'string' ? readsByCall.get(key[1]) : undefined) ?? [];
}

/**
 * Makes stale what a write changed (the one place cache invalidation is decided): a new or ended session
 * drops the whole cache (it belonged to the user who left); a change of role or language refetches
 * everything (every answer's scope or words changed); otherwise every cached read made of a changed
 * entity is invalidated.
 */
export async function invalidateEntities(
  queryClient: QueryClient,
  changes: readonly Entity[],
  { refetchType = 'active' }: Pick<WriteOptions<unknown>, 'refetchType'> = {},
): Promise<void> {
  if (changes.length === 0) return;
  if (changes.includes('session')) {
    queryClient.clear();
    return;
  }
  if (changes.includes('scope')) {
    await queryClient.invalidateQueries();
    return;
  }
  const changed = new Set(changes);
  await queryClient.invalidateQueries({
    predicate: (query) => entitiesOf(query.queryKey).some((entity) => changed.has(entity)),
    refetchType,
  });
}

/** How a screen's write makes the cache stale, beyond what the call's description says it changes. */
export interface WriteOptions<R> {
  /**
   * Which of the stale reads are fetched again at once: 'active' (the default: those on screen), or 'none'
   * where a screen has prefetched what comes next (the scoring screen's next student) and the reads on
   * screen are updated from the write's answer: every read stays in the cache, stale, and is fetched again
   * when a screen next shows it.
   */
  refetchType?: 'active' | 'none';
  /**
   * Whether an answer changed anything (default: every success did): a write whose expected refusals are
   * answers (publishing results with unscored students) makes nothing stale when it was refused.
   */
  changed?: (result: R) => boolean;
}

/** Entities a write of the contract changes. */
export function changesOf(description: CallDescription): readonly Entity[] {
  return description.changes ?? [];
}

/**
 * A write of the contract as a plain function that sends it, carrying its mutation options
 * (`mutationOptions(queryClient)`) for the same variables: `toInput` maps them once to the call's input.
 */
export function callWrite<D extends AnyCall, V>(
  description: D,
  toInput: (variables: V) => CallInput<D['name']>,
) {
  const send = (variables: V) => callApi(description, toInput(variables));
  return Object.assign(send, {
    mutationOptions: (queryClient: QueryClient) => callMutationOptions(queryClient, description, toInput),
  });
}

/**
 * Mutation options of a write of the contract: `toInput` shapes the screen's variables into the call's
 * input, and a success invalidates what the call's description says it changes (the one way a write makes
 * the cache stale; `options` tune when the stale reads are fetched again). `send` replaces the plain call
 * where a screen reads expected refusals as answers, or sends a file.
 */
export function callMutationOptions<D extends AnyCall, V, R = CallResult<D['name']>>(
  queryClient: QueryClient | null,
  description: D,
  toInput: (variables: V) => CallInput<D['name']>,
  options: WriteOptions<R> & { send?: (variables: V) => Promise<R> } = {},
) {
  const send = options.send ?? ((variables: V) => callApi(description, toInput(variables)) as Promise<R>);
  return mutationOptions({
    mutationKey: [description.name],
    mutationFn: send,
    onSuccess: async (result: R) => {
      if (!queryClient || (options.changed && !options.changed(result))) return;
      await invalidateEntities(queryClient, changesOf(description), options);
    },
  });
}
