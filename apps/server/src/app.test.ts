import { injectCall, refusalOf } from './test/calls';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

describe.each(testDatabases())('app on $name', (kind) => {
  const h = useHarness(kind);

  it('answers the version call in the envelope', async () => {
    const { status, body } = await injectCall(h().app, 'getSystemVersion');
    expect(status).toBe(200);
    expect(body).toEqual({
      resultStatus: true,
      resultData: { version: expect.any(String), appVersion: '3.11.1' },
      errorMessage: null,
      errorCode: null,
    });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await h().app.inject({ method: 'GET', url: '/ael/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(refusalOf(response)).toMatchObject({ resultStatus: false, resultData: null, errorCode: 100404 });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await h().app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/ael/school/common/login'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(20);
  });

  it('sends the API security headers on /ael responses: nothing cached, framed, sniffed or run', async () => {
    const response = await h().app.inject({ method: 'GET', url: '/ael/school/common/version/system' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    // Page-only headers are not sent with JSON.
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
    // Refusals too.
    const refused = await h().app.inject({ method: 'GET', url: '/ael/school/common/teacher' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("sends helmet's headers with the back-office's policy on pages and files", async () => {
    const response = await h().app.inject({ method: 'GET', url: '/media/pictures/math-1.svg' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Task-sheet PDFs are drawn by pdf.js, never framed: no frame-src beyond the default, fetched with connect-src.
    expect(response.headers['content-security-policy']).not.toContain('frame-src');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows pages the microphone and full screen, from this origin only, and refuses the camera and the rest', async () => {
    for (const url of ['/media/pictures/math-1.svg', '/docs/json']) {
      const features = new Map(
        String((await h().app.inject({ method: 'GET', url })).headers['permissions-policy'] ?? '')
          .split(', ')
          .map((entry) => entry.split('=') as [string, string]),
      );
      expect(features.get('microphone'), url).toBe('(self)');
      expect(features.get('fullscreen'), url).toBe('(self)');
      for (const refused of ['camera', 'geolocation', 'payment', 'usb', 'display-capture']) {
        expect(features.get(refused), `${url} ${refused}`).toBe('()');
      }
    }
  });

  it('serves question media locally', async () => {
    const picture = await h().app.inject({ method: 'GET', url: '/media/pictures/math-1.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    const audio = await h().app.inject({ method: 'GET', url: '/media/audio/english-1.mp3' });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
  });
});
