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
    copy(name: string, sourceName: string): Promise<{ res: { status: number } }>;
    delete(name: string): Promise<{ res: { status: number } }>;
    signatureUrl(
      name: string,
      options?: { expires?: number; method?: string; response?: Record<string, string> },
    ): string;
  }
  export default OSS;
}
