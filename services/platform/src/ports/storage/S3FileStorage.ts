import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  NoSuchKey,
} from '@aws-sdk/client-s3';
import { AppError } from '../../errors';
import type { FileStorage } from './FileStorage';
import { contentSize, openContent, type FileContent } from './fileContent';

export type S3FileStorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, for S3-compatible stores; default: when `endpoint` is set. */
  forcePathStyle?: boolean | undefined;
  /** Asks the store to encrypt every object at rest: S3-managed keys (`AES256`) or a KMS key (`aws:kms`). */
  serverSideEncryption?: 'AES256' | 'aws:kms' | undefined;
  /** The KMS key for `aws:kms`; the account's default key when absent. */
  kmsKeyId?: string | undefined;
};

/** Production storage on S3 (or any S3-compatible store, e.g. s3rver in tests). Content streams in and out. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3FileStorageOptions) {
    this.client = new S3Client({
      region: options.region,
      // A streamed upload goes as a plain body with its Content-Length; the default (a checksum trailer in
      // aws-chunked encoding) is not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, body: FileContent, contentType: string): Promise<void> {
    // A stream needs its length up front; a spooled file knows it.
    const payload = Buffer.isBuffer(body) ? body : openContent(body);
    const encryption = this.options.serverSideEncryption
      ? {
          ServerSideEncryption: this.options.serverSideEncryption,
          ...(this.options.serverSideEncryption === 'aws:kms' && this.options.kmsKeyId
            ? { SSEKMSKeyId: this.options.kmsKeyId }
            : {}),
        }
      : {};
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: payload,
        ContentLength: contentSize(body),
        ContentType: contentType,
        ...encryption,
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey) throw AppError.notFound('file');
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }
}
