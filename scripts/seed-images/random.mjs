/**
 * Seeded pseudo-random numbers for the drawn pictures: the same seed text always gives the
 * same sequence, so regenerating the images is reproducible.
 */

/** Returns a generator of floats in [0, 1) seeded from `text` (FNV-1a hash + mulberry32). */
export function rngFrom(text) {
  let a = 2166136261;
  for (const ch of text) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
