// The A/B split bucket of a visitor (0–99), computed exactly as nginx's split_clients in web/nginx.conf computes
// $lp_bucket: MurmurHash2 (nginx's ngx_murmur_hash2, seed 0) of "$remote_addr$http_user_agent", then the first of the
// 100 runs of 1 % whose cumulative threshold is above the hash (the last bucket takes the remainder, as "*" does).
// scripts/tests/split-bucket.test.mjs checks it against the real nginx. The CMS picks the variant from the bucket
// (domain/src/landing-split.ts).

const M = 0x5bd1e995;

/** nginx's ngx_murmur_hash2 of the UTF-8 bytes of `text` (an unsigned 32-bit number). */
export function murmurHash2(text) {
  const data = Buffer.from(text, 'utf8');
  let len = data.length;
  let h = len >>> 0;
  let i = 0;
  while (len >= 4) {
    let k = data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
    i += 4;
    len -= 4;
  }
  if (len === 3) h ^= data[i + 2] << 16;
  if (len >= 2) h ^= data[i + 1] << 8;
  if (len >= 1) h = Math.imul(h ^ data[i], M);
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h >>> 0;
}

/** split_clients stores each "1%" as floor(100 · 0xffffffff / 10000) and compares the hash with the running sum. */
const ONE_PERCENT = Math.floor((100 * 0xffffffff) / 10000);

/** The bucket nginx's `split_clients "$remote_addr$http_user_agent" $lp_bucket` gives this visitor. */
export function splitBucket(remoteAddr, userAgent = '') {
  return Math.min(99, Math.floor(murmurHash2(`${remoteAddr}${userAgent}`) / ONE_PERCENT));
}

/** The address nginx would see: Node's IPv4-mapped form (::ffff:1.2.3.4) written as nginx writes it. */
export const plainAddress = (address = '') => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
