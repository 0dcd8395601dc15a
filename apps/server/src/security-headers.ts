import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Header name → value, as sent. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * Headers of every /ael API response (JSON, never rendered as a page): the set the OWASP REST Security
 * Cheat Sheet names for APIs. Nothing in a response may be cached, framed, sniffed or run as a document.
 */
export const API_SECURITY_HEADERS: HeaderSet = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Browser features the pages may use, from this origin only: the microphone (spoken answers in the student
 * app, and their previews in the back-office), full screen (the video player) and media that starts by
 * itself (autoplay). Every other powerful
 * feature, the camera among them (photos are chosen as files, never captured), is refused to the page and
 * to any frame in it.
 */
const PERMITTED_FEATURES: Readonly<Record<string, 'self' | 'none'>> = {
  microphone: 'self',
  fullscreen: 'self',
  // Listening questions may start their audio after the previous one ends, without a new click.
  autoplay: 'self',
  accelerometer: 'none',
  camera: 'none',
  'display-capture': 'none',
  'encrypted-media': 'none',
  geolocation: 'none',
  gyroscope: 'none',
  hid: 'none',
  'idle-detection': 'none',
  magnetometer: 'none',
  midi: 'none',
  payment: 'none',
  'picture-in-picture': 'none',
  'publickey-credentials-get': 'none',
  'screen-wake-lock': 'none',
  serial: 'none',
  usb: 'none',
  'xr-spatial-tracking': 'none',
};

/** The Permissions-Policy header of pages and files (PERMITTED_FEATURES). */
export const PERMISSIONS_POLICY = Object.entries(PERMITTED_FEATURES)
  .map(([feature, allowed]) => `${feature}=(${allowed === 'self' ? 'self' : ''})`)
  .join(', ');

/**
 * Headers of pages and files (the back-office, /docs, question media, uploads): helmet's set with the
 * back-office's content security policy, and the Permissions-Policy. Files may load from `fileOrigins` (OSS bucket, CDN). helmet is run
 * once here and its headers kept, since they never change while the process runs.
 */
export function documentSecurityHeaders(
  fileOrigins: readonly string[],
  /** Further script sources, e.g. the hashes of a built Storybook's inline scripts (web.ts). */
  scriptSources: readonly string[] = [],
): HeaderSet {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        // Task sheets are fetched and drawn by pdf.js (never framed): the signed URL may be on the bucket.
        connectSrc: ["'self'", ...fileOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...scriptSources],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * The headers for a request's path: the API set under /ael/, the Storybook set (when one is served) under
 * /storybook, the document set elsewhere.
 */
export function securityHeadersFor(url: string, document: HeaderSet, storybook?: HeaderSet): HeaderSet {
  if (url.startsWith('/ael/')) return API_SECURITY_HEADERS;
  if (storybook && url.startsWith('/storybook')) return storybook;
  return document;
}
