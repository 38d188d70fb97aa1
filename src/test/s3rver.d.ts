// The few parts of s3rver's API the tests use (the package ships no types).
declare module 's3rver' {
  type Options = { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: Array<{ name: string }>; allowMismatchedSignatures?: boolean };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
