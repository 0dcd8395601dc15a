// ali-oss ships no type declarations: the part of its client the OSS storage uses.
declare module 'ali-oss' {
  interface OssOptions {
    region?: string;
    bucket: string;
    accessKeyId: string;
    accessKeySecret: string;
    endpoint?: string;
    secure?: boolean;
    timeout?: number | string;
  }
  class OSS {
    constructor(options: OssOptions);
    put(
      name: string,
      file: Buffer,
      options?: { headers?: Record<string, string>; mime?: string },
    ): Promise<{ name: string; url: string; res: { status: number } }>;
    calculatePostSignature(policy: object): { OSSAccessKeyId: string; Signature: string; policy: string };
  }
  export default OSS;
}
