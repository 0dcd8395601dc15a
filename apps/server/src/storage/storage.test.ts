import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@harbour/api-client/contract';
import { AppError } from '../errors';
import {
  checkUpload,
  createLocalStorage,
  createOssStorage,
  keyPrefixFor,
  newKey,
  type OssClient,
  SIGNED_URL_TTL_MS,
  storageFromConfig,
} from './index';
import { SAMPLE_FILES } from './sample-files';

describe('checkUpload reads the type from the bytes', () => {
  it.each([
    ['png', 'image', 'image/png', 'png'],
    ['jpeg', 'image', 'image/jpeg', 'jpg'],
    ['mp3', 'audio', 'audio/mpeg', 'mp3'],
    ['pdf', 'pdf', 'application/pdf', 'pdf'],
  ] as const)('accepts a real %s as %s', async (sample, kind, contentType, extension) => {
    const bytes = SAMPLE_FILES[sample]();
    await expect(checkUpload(bytes, kind, 'file')).resolves.toEqual({
      contentType,
      extension,
      size: bytes.byteLength,
    });
  });

  it.each([
    ['png', 'pdf', 'PDF'],
    ['pdf', 'image', 'JPG, JPEG, PNG'],
    ['png', 'audio', 'MP3'],
    ['mp3', 'image', 'JPG, JPEG, PNG'],
    ['text', 'pdf', 'PDF'],
  ] as const)(
    'refuses a %s sent as %s with "Upload failed" naming the field',
    async (sample, kind, allowed) => {
      const error = await checkUpload(SAMPLE_FILES[sample](), kind, 'taskSheet').catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 200,
        errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
        messageKey: 'uploadWrongType',
        params: { field: 'taskSheet', allowed },
      });
    },
  );

  it('accepts a PDF that opens at a page (a destination, not an action)', async () => {
    await expect(checkUpload(SAMPLE_FILES.pdfOpeningAtPage(), 'pdf', 'file')).resolves.toMatchObject({
      contentType: 'application/pdf',
    });
  });

  it.each([
    ['pdfWithJavaScript'],
    ['pdfWithEscapedScript'],
    ['pdfWithEmbeddedFile'],
    ['pdfWithShadowedScript'],
    ['pdfWithScriptInUntypedObjectStream'],
    ['pdfWithFileAttachmentAnnotation'],
  ] as const)('refuses a %s: active content is not accepted', async (sample) => {
    await expect(checkUpload(SAMPLE_FILES[sample](), 'pdf', 'taskSheet')).rejects.toMatchObject({
      statusCode: 200,
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
      messageKey: 'uploadPdfActiveContent',
      params: { field: 'taskSheet' },
    });
  });

  it('refuses what follows a %PDF header when it does not parse as a PDF', async () => {
    for (const bytes of [SAMPLE_FILES.notAPdf(), Buffer.from('%PDF-'), Buffer.from('%PDF-1.4\n%%EOF\n')]) {
      await expect(checkUpload(bytes, 'pdf', 'taskSheet')).rejects.toMatchObject({
        errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
        messageKey: 'uploadWrongType',
        params: { field: 'taskSheet', allowed: 'PDF' },
      });
    }
  });

  it('refuses an empty file and a file over the kind limit', async () => {
    await expect(checkUpload(new Uint8Array(0), 'image', 'file')).rejects.toMatchObject({
      statusCode: 200,
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
    });
    const big = new Uint8Array(10 * 1_048_576 + 1);
    big.set(SAMPLE_FILES.png());
    await expect(checkUpload(big, 'image', 'file')).rejects.toMatchObject({
      statusCode: 200,
      errorCode: ERROR_CODES.UPLOAD_TOO_LARGE,
      messageKey: 'uploadTooLarge',
      params: { field: 'file', limit: '10 MB' },
    });
  });
});

describe('local storage', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'harbour-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the bytes under DATA_DIR/uploads and names a signed /uploads URL', async () => {
    const storage = storageFromConfig({ STORAGE: 'local', DATA_DIR: root });
    const key = newKey(keyPrefixFor(7, '12', 'pdf'), 'pdf', new Date('2026-11-22T10:00:00Z'));
    expect(key).toMatch(/^schools\/7\/users\/12\/pdf\/20261122\/[0-9a-f]{24}\.pdf$/);
    await storage.put(key, SAMPLE_FILES.pdf(), 'application/pdf');
    expect(storage.signedUrl(key)).toMatch(
      new RegExp(`^/uploads/${key}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(await readFile(join(root, 'uploads', key))).toEqual(SAMPLE_FILES.pdf());
  });

  it('commits a temporary key by moving it, and removes files (a missing one is no error)', async () => {
    const storage = createLocalStorage({ root, secret: 's' });
    await storage.put('tmp/abc.png', SAMPLE_FILES.png(), 'image/png');
    await storage.move('tmp/abc.png', 'schools/1/users/2/image/20261122/abc.png');
    await expect(readFile(join(root, 'tmp/abc.png'))).rejects.toThrow(/ENOENT/);
    expect(await readFile(join(root, 'schools/1/users/2/image/20261122/abc.png'))).toEqual(
      SAMPLE_FILES.png(),
    );
    await storage.remove('schools/1/users/2/image/20261122/abc.png');
    await storage.remove('schools/1/users/2/image/20261122/abc.png');
    await expect(readFile(join(root, 'schools/1/users/2/image/20261122/abc.png'))).rejects.toThrow(/ENOENT/);
  });

  /** A local storage, a fixed `now`, and the expiry and signature of its URL of a/b.pdf signed then. */
  const signedAtNow = () => {
    const storage = createLocalStorage({ root, secret: 'one secret' });
    const now = Date.parse('2026-11-22T10:00:00Z');
    const query = new URL(storage.signedUrl('a/b.pdf', now), 'http://x').searchParams;
    return { storage, now, expires: query.get('expires') ?? '', signature: query.get('signature') ?? '' };
  };

  it('signs file URLs for SIGNED_URL_TTL_MS that cannot be altered or moved to another key', () => {
    const { storage, now, expires, signature } = signedAtNow();
    expect(Number(expires) * 1000).toBe(now + SIGNED_URL_TTL_MS);
    expect(storage.verifyFileSignature('a/b.pdf', expires, signature, now)).toBe(true);
    expect(storage.verifyFileSignature('a/b.pdf', expires, signature, now + SIGNED_URL_TTL_MS + 1000)).toBe(
      false,
    );
    expect(storage.verifyFileSignature('a/c.pdf', expires, signature, now)).toBe(false);
    expect(storage.verifyFileSignature('a/b.pdf', String(Number(expires) + 60), signature, now)).toBe(false);
    expect(
      createLocalStorage({ root, secret: 'another' }).verifyFileSignature('a/b.pdf', expires, signature, now),
    ).toBe(false);
    // An upload token's signature is no file signature.
    expect(storage.verifyFileSignature('a/b.pdf', expires, '', now)).toBe(false);
  });

  it('accepts a signature only as its exact text: padding, junk or a twin last character is refused', () => {
    const { storage, now, expires, signature } = signedAtNow();
    // The last of 43 characters carries 4 bits of the MAC and 2 spare ones; flipping a spare bit decodes the same.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) ?? '');
    const twin = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    for (const forged of [
      `${signature}=`,
      `${signature}==`,
      `${signature}.`,
      `${signature}!`,
      `${signature} `,
      ` ${signature}`,
      `${signature}\n`,
      twin,
    ]) {
      expect(storage.verifyFileSignature('a/b.pdf', expires, forged, now), JSON.stringify(forged)).toBe(
        false,
      );
    }
    expect(storage.verifyFileSignature('a/b.pdf', expires, signature, now)).toBe(true);
  });

  it('puts PUBLIC_URL before the path when set', () => {
    const storage = createLocalStorage({ root, secret: 's', publicUrl: 'https://hb.example/' });
    expect(storage.signedUrl('a/b.png')).toMatch(/^https:\/\/hb\.example\/uploads\/a\/b\.png\?expires=/);
    // Pages may load the files from there (content security policy).
    expect(storage.filesOrigin).toBe('https://hb.example');
    expect(createLocalStorage({ root, secret: 's' }).filesOrigin).toBeNull();
  });

  it('refuses keys that climb out of the folder', async () => {
    const storage = createLocalStorage({ root, secret: 's' });
    for (const key of ['../x.png', 'a/../../x.png', '/etc/x.png', 'a//b.png', 'a\\b.png']) {
      await expect(storage.put(key, SAMPLE_FILES.png(), 'image/png')).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('signs upload tokens that expire and cannot be altered', () => {
    const storage = createLocalStorage({ root, secret: 'one secret' });
    const grant = {
      id: '0123456789abcdef0123456789abcdef',
      keyPrefix: 'schools/1/users/2/image/',
      kind: 'image' as const,
      expiresAt: 2_000,
    };
    const token = storage.signUploadToken(grant);
    expect(storage.verifyUploadToken(token, 1_000)).toEqual(grant);
    expect(storage.verifyUploadToken(token, 2_001)).toBeNull();
    expect(createLocalStorage({ root, secret: 'another' }).verifyUploadToken(token, 1_000)).toBeNull();
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify(['schools/9/users/2/image/', 'image', 2_000, grant.id]),
    ).toString('base64url');
    expect(storage.verifyUploadToken(`${forged}.${mac}`, 1_000)).toBeNull();
    expect(storage.verifyUploadToken(`${payload}`, 1_000)).toBeNull();
  });
});

describe('OSS storage through ali-oss against a fake OSS endpoint', () => {
  let server: Server;
  let endpoint = '';
  const received: {
    method: string;
    url: string;
    type: string;
    cacheControl: string;
    auth: string;
    body: Buffer;
  }[] = [];
  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        type: String(request.headers['content-type']),
        cacheControl: String(request.headers['cache-control']),
        auth: String(request.headers.authorization),
        body: Buffer.concat(chunks),
      });
      // A copy answers with its result document; a delete with 204.
      const copy = request.headers['x-oss-copy-source']
        ? '<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>"abc"</ETag><LastModified>2026-11-22T10:00:00.000Z</LastModified></CopyObjectResult>'
        : '';
      response.writeHead(request.method === 'DELETE' ? 204 : 200, {
        ETag: '"abc"',
        'x-oss-request-id': 'fake',
        'content-type': 'application/xml',
        'content-length': String(Buffer.byteLength(copy)),
      });
      response.end(copy);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const config = () => ({
    STORAGE: 'oss' as const,
    DATA_DIR: '/nonexistent',
    OSS_REGION: 'oss-cn-hongkong',
    OSS_BUCKET: 'harbour-test',
    OSS_ACCESS_KEY_ID: 'test-id',
    OSS_ACCESS_KEY_SECRET: 'test-secret',
    OSS_ENDPOINT: endpoint,
    UPLOAD_TOKEN_SECRET: 'a secret of sixteen+',
  });

  it('PUTs the object with its content type, private, and a signed request', async () => {
    const storage = storageFromConfig(config());
    const bytes = SAMPLE_FILES.mp3();
    await storage.put('schools/1/users/2/audio/20261122/a.mp3', bytes, 'audio/mpeg');
    const last = received.at(-1);
    expect(last).toMatchObject({
      method: 'PUT',
      url: '/schools/1/users/2/audio/20261122/a.mp3',
      type: 'audio/mpeg',
      cacheControl: 'private, no-store',
    });
    expect(last?.auth).toMatch(/^OSS test-id:/);
    expect(last?.body.equals(bytes)).toBe(true);
  });

  it('moves by copy then delete, and removes with a signed DELETE', async () => {
    const storage = storageFromConfig(config());
    const count = received.length;
    await storage.move('tmp/abc.pdf', 'schools/1/users/2/pdf/20261122/abc.pdf');
    await storage.remove('schools/1/users/2/pdf/20261122/abc.pdf');
    const calls = received.slice(count);
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['PUT', '/schools/1/users/2/pdf/20261122/abc.pdf'],
      ['DELETE', '/tmp/abc.pdf'],
      ['DELETE', '/schools/1/users/2/pdf/20261122/abc.pdf'],
    ]);
    expect(calls.every((call) => call.auth.startsWith('OSS test-id:'))).toBe(true);
  });

  it('signs short-lived read URLs; a PDF downloads instead of opening on the bucket origin', () => {
    const calls: [string, unknown][] = [];
    // A fake ali-oss client: the storage's side of the calls only.
    const fake: OssClient = {
      put: async () => ({ name: '', url: '', res: { status: 200 } }),
      copy: async () => ({ res: { status: 200 } }),
      delete: async () => ({ res: { status: 204 } }),
      signatureUrl: (name, options) => {
        calls.push([name, options]);
        return `https://bucket.example/${name}?signed`;
      },
    };
    const storage = createOssStorage(
      { region: 'r', bucket: 'b', accessKeyId: 'i', accessKeySecret: 's', secret: 'x'.repeat(16) },
      fake,
    );
    expect(storage.signedUrl('schools/1/users/2/pdf/20261122/a.pdf')).toBe(
      'https://bucket.example/schools/1/users/2/pdf/20261122/a.pdf?signed',
    );
    storage.signedUrl('schools/1/users/2/image/20261122/a.png');
    expect(calls).toEqual([
      [
        'schools/1/users/2/pdf/20261122/a.pdf',
        {
          expires: SIGNED_URL_TTL_MS / 1000,
          response: { 'cache-control': 'private, no-store', 'content-disposition': 'attachment' },
        },
      ],
      [
        'schools/1/users/2/image/20261122/a.png',
        { expires: SIGNED_URL_TTL_MS / 1000, response: { 'cache-control': 'private, no-store' } },
      ],
    ]);
    expect(() => storage.signedUrl('../x.pdf')).toThrow(/unsafe storage key/);
  });

  it('names the missing OSS variables', () => {
    expect(() => storageFromConfig({ STORAGE: 'oss', DATA_DIR: '.', OSS_REGION: 'r' })).toThrow(
      'STORAGE=oss needs OSS_BUCKET, OSS_ACCESS_KEY_ID, OSS_ACCESS_KEY_SECRET',
    );
  });
});
