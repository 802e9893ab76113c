import fs from 'fs';
import os from 'os';
import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no types
const S3rver = require('s3rver');

export type RunningS3 = { publicUrl: string; env: Record<string, string>; objectKeys: () => string[]; stop: () => Promise<void> };

/**
 * An S3-compatible server for tests (the s3rver package) on a free loopback port, its objects in a temporary folder,
 * with one bucket; `env` holds the S3_* settings a CMS needs to store its media there (path-style, as for MinIO).
 */
export async function startS3(bucket: string): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  const SUFFIX = '._S3rver_object';
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    publicUrl,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
      // s3rver's fixed credentials
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    objectKeys: () =>
      walk(path.join(directory, bucket))
        .filter((file) => file.endsWith(SUFFIX))
        .map((file) => path.relative(path.join(directory, bucket), file).slice(0, -SUFFIX.length)),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
