import type { TEnv } from '../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TStorage } from './storage.ts';

/** The storage STORAGE names, configured from the env (loadEnv has refused STORAGE=s3 without its S3_* variables). */
export const createStorage = (env: TEnv, secret: string): TStorage => {
  const maxUploadBytes = env.MAX_UPLOAD_MB * 1024 * 1024;
  if (env.STORAGE === 's3') {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      secret,
      maxUploadBytes,
    });
  }
  return createLocalStorage({ dataDir: env.DATA_DIR, secret, maxUploadBytes });
};
