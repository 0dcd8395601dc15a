import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@harbour/api-client/contract';
import { AppError } from '../errors';
import { checkUpload, createLocalStorage, keyPrefixFor, newKey, storageFromConfig } from './index';
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

  it('writes the bytes under DATA_DIR/uploads and names the /uploads URL', async () => {
    const storage = storageFromConfig({ STORAGE: 'local', DATA_DIR: root });
    const key = newKey(keyPrefixFor(7, '12', 'pdf'), 'pdf', new Date('2026-11-22T10:00:00Z'));
    expect(key).toMatch(/^schools\/7\/users\/12\/pdf\/20261122\/[0-9a-f]{24}\.pdf$/);
    const stored = await storage.put(key, SAMPLE_FILES.pdf(), 'application/pdf');
    expect(stored).toEqual({
      key,
      url: `/uploads/${key}`,
      size: SAMPLE_FILES.pdf().byteLength,
      contentType: 'application/pdf',
    });
    expect(await readFile(join(root, 'uploads', key))).toEqual(SAMPLE_FILES.pdf());
  });

  it('puts PUBLIC_URL before the path when set', () => {
    const storage = createLocalStorage({ root, secret: 's', publicUrl: 'https://hb.example/' });
    expect(storage.url('a/b.png')).toBe('https://hb.example/uploads/a/b.png');
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
    const grant = { keyPrefix: 'schools/1/users/2/image/', kind: 'image' as const, expiresAt: 2_000 };
    const token = storage.signUploadToken(grant);
    expect(storage.verifyUploadToken(token, 1_000)).toEqual(grant);
    expect(storage.verifyUploadToken(token, 2_001)).toBeNull();
    expect(createLocalStorage({ root, secret: 'another' }).verifyUploadToken(token, 1_000)).toBeNull();
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['schools/9/users/2/image/', 'image', 2_000])).toString(
      'base64url',
    );
    expect(storage.verifyUploadToken(`${forged}.${mac}`, 1_000)).toBeNull();
    expect(storage.verifyUploadToken(`${payload}`, 1_000)).toBeNull();
    expect(storage.postPolicy(grant, 10)).toBeNull();
  });
});

describe('OSS storage through ali-oss against a fake OSS endpoint', () => {
  let server: Server;
  let endpoint = '';
  const received: { method: string; url: string; type: string; auth: string; body: Buffer }[] = [];
  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        type: String(request.headers['content-type']),
        auth: String(request.headers.authorization),
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { ETag: '"abc"', 'x-oss-request-id': 'fake', 'content-length': '0' });
      response.end();
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
    OSS_PUBLIC_URL: 'https://cdn.example',
    UPLOAD_TOKEN_SECRET: 'a secret of sixteen+',
  });

  it('PUTs the object with its content type and a signed request', async () => {
    const storage = storageFromConfig(config());
    const bytes = SAMPLE_FILES.mp3();
    const stored = await storage.put('schools/1/users/2/audio/20261122/a.mp3', bytes, 'audio/mpeg');
    expect(stored).toEqual({
      key: 'schools/1/users/2/audio/20261122/a.mp3',
      url: 'https://cdn.example/schools/1/users/2/audio/20261122/a.mp3',
      size: bytes.byteLength,
      contentType: 'audio/mpeg',
    });
    const last = received.at(-1);
    expect(last).toMatchObject({
      method: 'PUT',
      url: '/schools/1/users/2/audio/20261122/a.mp3',
      type: 'audio/mpeg',
    });
    expect(last?.auth).toMatch(/^OSS test-id:/);
    expect(last?.body.equals(bytes)).toBe(true);
  });

  it('signs a PostObject policy scoped to the key prefix and size', () => {
    const storage = storageFromConfig(config());
    const policy = storage.postPolicy(
      { keyPrefix: 'schools/1/users/2/image/', kind: 'image', expiresAt: Date.parse('2026-11-22T10:00:00Z') },
      1000,
    );
    expect(policy).toMatchObject({
      accessKeyId: 'test-id',
      region: 'oss-cn-hongkong',
      bucketName: 'harbour-test',
    });
    const decoded = JSON.parse(Buffer.from(policy?.policy ?? '', 'base64').toString('utf8'));
    expect(decoded).toEqual({
      expiration: '2026-11-22T10:00:00.000Z',
      conditions: [
        ['starts-with', '$key', 'schools/1/users/2/image/'],
        ['content-length-range', 1, 1000],
      ],
    });
    expect(policy?.signature).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it('names the missing OSS variables', () => {
    expect(() => storageFromConfig({ STORAGE: 'oss', DATA_DIR: '.', OSS_REGION: 'r' })).toThrow(
      'STORAGE=oss needs OSS_BUCKET, OSS_ACCESS_KEY_ID, OSS_ACCESS_KEY_SECRET',
    );
  });
});
