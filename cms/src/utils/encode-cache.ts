import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * Encoded image copies kept by content, outside production: the demo content is uploaded again by every seeded CMS
 * (`npm start`, each test run's CMS), and its AVIF copies cost about a second of CPU per picture. The same bytes
 * encoded with the same settings give the same copy, so it is read from here instead. In production every upload is
 * new and nothing is kept.
 */
const DIR = path.join(os.tmpdir(), 'alicerce-encode-cache');

export async function cachedEncode(source: Buffer, settings: string, encode: () => Promise<Buffer>): Promise<Buffer> {
  if (process.env.NODE_ENV === 'production') return encode();
  const key = createHash('sha256').update(source).update(settings).digest('hex');
  const file = path.join(DIR, `${key}.bin`);
  const kept = await fs.promises.readFile(file).catch(() => null);
  if (kept) return kept;
  const out = await encode();
  // Written aside and renamed: two CMSs encoding the same picture at once never read half a file.
  await fs.promises.mkdir(DIR, { recursive: true });
  const part = `${file}.${process.pid}.${Date.now()}`;
  await fs.promises.writeFile(part, out);
  await fs.promises.rename(part, file);
  return out;
}
