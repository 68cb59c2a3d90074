/**
 * OBJECT_STORE_URL, read by the server configuration (server/config.ts) without loading the S3 client
 * (server/db/object-store.ts). docs/decisions/071-uploads-and-object-storage.md.
 *
 * s3://[ACCESS_KEY:SECRET@]bucket[/prefix/]?region=…&endpoint=…&forcePathStyle=true
 * - region: else AWS_REGION, else us-east-1;
 * - endpoint: an S3-compatible server (MinIO, Ceph, R2, s3rver in tests); unset: AWS itself;
 * - forcePathStyle: true for most servers other than AWS (the bucket in the path, not the host name);
 * - credentials: in the URL (URL-encoded), else the AWS SDK's standard chain (AWS_ACCESS_KEY_ID and
 *   AWS_SECRET_ACCESS_KEY, a profile, an instance or task role). Never logged, never echoed.
 */

export interface ObjectStoreConfig {
  bucket: string;
  /** Prepended to every key; empty or ending in '/'. */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL; null: AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** From the URL; null: the SDK's default chain (AWS_ACCESS_KEY_ID …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const OBJECT_STORE_URL_FORMAT =
  'must be s3://bucket[/prefix/][?region=ap-southeast-1&endpoint=https://s3.example.com&forcePathStyle=true] (credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, or s3://KEY:SECRET@bucket)';

/** OBJECT_STORE_URL as settings, or a problem (which never repeats the URL: it may hold a secret). */
export function parseObjectStoreUrl(
  raw: string,
  env: Record<string, string | undefined> = {},
): ObjectStoreConfig | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { problem: `OBJECT_STORE_URL: ${OBJECT_STORE_URL_FORMAT}` };
  }
  const bucket = url.hostname;
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || url.port !== '')
    return { problem: `OBJECT_STORE_URL: ${OBJECT_STORE_URL_FORMAT}` };
  const known = new Set(['region', 'endpoint', 'forcePathStyle']);
  for (const name of url.searchParams.keys())
    if (!known.has(name))
      return {
        problem: `OBJECT_STORE_URL: unknown parameter "${name}"; it takes region, endpoint and forcePathStyle`,
      };
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  const prefix = path === '' ? '' : path.endsWith('/') ? path : `${path}/`;
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !(/^https?:\/\/[^\s]+$/.test(endpoint) && URL.canParse(endpoint)))
    return { problem: 'OBJECT_STORE_URL: endpoint must be an http:// or https:// URL' };
  const forcePathStyle = url.searchParams.get('forcePathStyle');
  if (forcePathStyle !== null && forcePathStyle !== 'true' && forcePathStyle !== 'false')
    return { problem: 'OBJECT_STORE_URL: forcePathStyle must be true or false' };
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if ((user === '') !== (secret === ''))
    return {
      problem:
        'OBJECT_STORE_URL: give both the access key and the secret (s3://KEY:SECRET@bucket), or neither',
    };
  return {
    bucket,
    prefix,
    region: url.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: forcePathStyle === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : null,
  };
}
