import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { calls } from '@harbour/api-client/contract';
import { COMPRESS_THRESHOLD_BYTES } from './app';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

const [pglite] = testDatabases();
if (!pglite) throw new Error('no PGlite test database');

describe('compressed answers', () => {
  const h = useHarness(pglite);
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ method: 'GET', url, headers });

  it('sends a large JSON answer as brotli to a client that accepts it, decoding to the same JSON', async () => {
    const plain = await get('/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await get('/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends an API list as gzip when only gzip is accepted', async () => {
    const headers = { accesstoken: await h().login('demo-headmaster') };
    const url = calls.getCourses.path;
    const plain = await get(url, headers);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const gzipped = await get(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const small = await get(calls.getSystemVersion.path, { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ resultStatus: true });
  });
});
