import type { AppConfig } from '../../config';
import type { FileStorage } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { S3FileStorage } from './S3FileStorage';

export function createFileStorage(config: AppConfig): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3FileStorage({
      bucket: config.S3_BUCKET ?? 'immodesk',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle:
        config.S3_FORCE_PATH_STYLE === undefined
          ? Boolean(config.S3_ENDPOINT)
          : config.S3_FORCE_PATH_STYLE === 'true',
      serverSideEncryption: config.S3_SERVER_SIDE_ENCRYPTION,
      kmsKeyId: config.S3_SSE_KMS_KEY_ID,
    });
  }
  return new LocalFileStorage(config.filesDir);
}
