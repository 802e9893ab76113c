import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * A fresh cache: one per server render. No vendor prefixer (`-webkit-box`, `-ms-flexbox`…): every browser the site
 * supports reads the standard properties, and the prefixed copies were a third of each page's inline CSS. Class names
 * do not depend on it, so server and browser caches agree.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

let browserCache: EmotionCache | undefined;

/** The single browser cache, shared by entry.client and the root Layout. */
export function getBrowserEmotionCache(): EmotionCache {
  browserCache ??= createEmotionCache();
  return browserCache;
}
