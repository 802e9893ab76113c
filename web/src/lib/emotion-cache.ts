import createCache, { type EmotionCache } from '@emotion/cache';

/** A fresh cache: one per server render. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}

let browserCache: EmotionCache | undefined;

/** The single browser cache, shared by entry.client and the root Layout. */
export function getBrowserEmotionCache(): EmotionCache {
  browserCache ??= createEmotionCache();
  return browserCache;
}
