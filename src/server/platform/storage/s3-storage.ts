import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import { MissingObjectError, type ByteRange, type Storage } from './storage.ts';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

// The AWS SDK costs ~35 MB of memory once imported and most installations store on disk: it is
// imported with the first S3 operation, not with the server (issue 30).
let sdkLoading: Promise<[typeof S3Sdk, typeof S3Upload]> | undefined;
const sdk = () =>
  (sdkLoading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]));

/** An S3-compatible bucket (AWS, MinIO, …). Uploads stream in parts; nothing is buffered whole. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private clientMade: S3Sdk.S3Client | undefined;
  private readonly bucket: string;
  private readonly config: S3Config;
  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.config = config;
  }

  private async client(): Promise<S3Sdk.S3Client> {
    const [{ S3Client }] = await sdk();
    const config = this.config;
    return (this.clientMade ??= new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      // S3-compatible servers do not all accept the SDK's default streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    }));
  }

  async put(key: string, body: Readable, mime: string): Promise<number> {
    const [, { Upload }] = await sdk();
    const client = await this.client();
    let size = 0;
    body.on('data', (chunk: Buffer) => (size += chunk.length));
    await new Upload({
      client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: mime },
    }).done();
    return size;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const [{ GetObjectCommand }] = await sdk();
    const client = await this.client();
    try {
      const res = await client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return res.Body as Readable;
    } catch (e) {
      if ((e as { name?: string }).name === 'NoSuchKey') throw new MissingObjectError(key);
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    const [{ HeadObjectCommand }] = await sdk();
    const client = await this.client();
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    const [{ DeleteObjectCommand }] = await sdk();
    await (await this.client()).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
