import { createOssStorage, type OssClient } from '../storage';

/**
 * Storage on a fake ali-oss client (OSS is outside this machine): objects in a map, read URLs "signed" by
 * name. `objects` is the bucket, for the tests to look into; `storage()` a new storage on it.
 */
export function fakeOssStorage(secret: string) {
  const objects = new Map<string, { type: string; body: Buffer }>();
  const client: OssClient = {
    async put(name, file, options) {
      objects.set(name, { type: String(options?.headers?.['Content-Type']), body: file });
      return { name, url: '', res: { status: 200 } };
    },
    async copy(name, sourceName) {
      const source = objects.get(sourceName);
      if (!source) throw new Error('NoSuchKey');
      objects.set(name, source);
      return { res: { status: 200 } };
    },
    async delete(name) {
      objects.delete(name);
      return { res: { status: 204 } };
    },
    signatureUrl: (name, options) =>
      `https://harbour-test.oss.example/${name}?Expires=${options?.expires}&Signature=s`,
  };
  const options = {
    region: 'oss-cn-hongkong',
    bucket: 'harbour-test',
    accessKeyId: 'test-id',
    accessKeySecret: 'test-secret',
    endpoint: 'oss.example',
    secret,
  };
  return { objects, storage: () => createOssStorage(options, client) };
}
