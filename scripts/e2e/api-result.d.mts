/** What the helper needs of Playwright's APIRequestContext (page.request). */
interface ApiRequest {
  fetch(
    url: string,
    options: { method: string; headers: Record<string, string>; data?: unknown },
  ): Promise<{ json(): Promise<unknown> }>;
}

/** Calls `url` with `token`; resolves to resultData, or fails naming the call and the server's message. */
export declare function apiResult<T>(
  request: ApiRequest,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data?: unknown,
): Promise<T>;
