// One call of the API from a browser suite, as the apps make it: the token in the accessToken header,
// the answer's envelope checked. Shared by the back-office and student suites.

/** Calls `url` with `token`; resolves to resultData, or fails naming the call and the server's message. */
export async function apiResult(request, method, url, token, data) {
  const response = await request.fetch(url, {
    method,
    headers: { accessToken: token },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json();
  if (body.resultStatus !== true) {
    throw new Error(`${method} ${url} answered resultStatus ${body.resultStatus}: ${body.errorMessage}`);
  }
  return body.resultData;
}
