/**
 * An S3-protocol server for the object-store tests (docs/decisions/071-uploads-and-object-storage.md):
 * s3rver from npm, in this process, on a free port of 127.0.0.1, files in a fresh temporary folder
 * removed by close(). It checks SigV4 signatures (key and secret S3RVER) and implements PutObject,
 * GetObject, HeadObject, DeleteObject, ListObjectsV2 and HeadBucket, which is all the blob store uses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { ObjectStore } from '../db/object-store';
import { parseObjectStoreUrl } from '../db/object-store-config';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** OBJECT_STORE_URL for this server, with the key in the URL. */
  objectStoreUrl(prefix?: string): string;
  /** An ObjectStore on this server's bucket under `prefix` (the caller closes it). */
  objectStore(prefix?: string): ObjectStore;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'wl-test-blobs'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'wl-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const objectStoreUrl = (prefix = '') =>
    `s3://S3RVER:S3RVER@${bucket}/${prefix}?region=us-east-1&forcePathStyle=true&endpoint=${encodeURIComponent(endpoint)}`;
  return {
    endpoint,
    bucket,
    objectStoreUrl,
    objectStore: (prefix = '') => {
      const config = parseObjectStoreUrl(objectStoreUrl(prefix));
      if ('problem' in config) throw new Error(config.problem);
      return new ObjectStore(config);
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
