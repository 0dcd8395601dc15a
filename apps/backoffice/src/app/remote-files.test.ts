import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '@harbour/api-client';
import { QueryClient } from '@tanstack/react-query';
import { activateLocale, i18n } from '../shared/i18n';
import { loadRemoteFont, loadRemoteLanguagePack, REMOTE_FONT_LINK_ID } from './remote-files';

let server: Server;
let base = '';
/** What the file-config call answers, per fileType; a number is an HTTP status. */
let files: Record<string, { fileUrl: string; versionCode: string } | null | number> = {};
const navigations: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ael/school/common/updatefile/latest') {
      const file = files[url.searchParams.get('fileType') ?? ''];
      if (typeof file === 'number') {
        res.writeHead(file).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ resultStatus: true, resultData: file ?? null, errorMessage: null, errorCode: null }),
      );
      return;
    }
    if (url.pathname === '/pack.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          en: { 'remote.test': 'From the remote pack' },
          hk: { 'remote.test': '遠端語言包' },
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({
    baseUrl: base,
    storage: localStorage,
    onNavigate: (path) => navigations.push(path),
    networkErrorMessage: () => 'Internal server error',
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  navigations.length = 0;
  document.getElementById(REMOTE_FONT_LINK_ID)?.remove();
});

describe('the remote language pack (spec §4, §9)', () => {
  it('is used when its version is at least the app version', async () => {
    files = { TEXT: { fileUrl: `${base}/pack.json`, versionCode: '3.11.1' } };
    activateLocale('en');
    expect(await loadRemoteLanguagePack(new QueryClient())).toBe(true);
    expect(i18n._('remote.test')).toBe('From the remote pack');
    activateLocale('hk');
    expect(i18n._('remote.test')).toBe('遠端語言包');
  });

  it('is ignored when older than the app', async () => {
    files = { TEXT: { fileUrl: `${base}/missing.json`, versionCode: '3.10.9' } };
    expect(await loadRemoteLanguagePack(new QueryClient())).toBe(false);
  });

  it('falls back silently, without navigating, when the call fails or nothing is published', async () => {
    files = { TEXT: 500 };
    expect(await loadRemoteLanguagePack(new QueryClient())).toBe(false);
    files = { TEXT: null };
    expect(await loadRemoteLanguagePack(new QueryClient())).toBe(false);
    files = { TEXT: { fileUrl: `${base}/missing.json`, versionCode: '4.0.0' } };
    expect(await loadRemoteLanguagePack(new QueryClient())).toBe(false);
    expect(navigations).toEqual([]);
  });
});

describe('the remote font', () => {
  it('adds the stylesheet when recent enough', async () => {
    files = { FONT: { fileUrl: `${base}/font.css`, versionCode: '3.12' } };
    expect(await loadRemoteFont(new QueryClient())).toBe(true);
    expect(document.getElementById(REMOTE_FONT_LINK_ID)).toHaveAttribute('href', `${base}/font.css`);
  });

  it('keeps the built-in font when older', async () => {
    files = { FONT: { fileUrl: `${base}/font.css`, versionCode: '3.1.0' } };
    expect(await loadRemoteFont(new QueryClient())).toBe(false);
    expect(document.getElementById(REMOTE_FONT_LINK_ID)).toBeNull();
  });
});
