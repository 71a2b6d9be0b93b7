import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's only account. */
export const S3RVER_KEY = 'S3RVER';

export type TS3Server = { endpoint: string; close: () => Promise<void> };

/** An S3-compatible server on loopback (random port, its own temporary directory), for tests. */
export const startS3rver = async (): Promise<TS3Server> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'sello-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

export const createBucket = async (
  endpoint: string,
  bucket: string,
  {
    accessKeyId = S3RVER_KEY,
    secretAccessKey = S3RVER_KEY,
    region = 'us-east-1',
  }: { accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<void> => {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
};
