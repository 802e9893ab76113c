/**
 * For a page's sections below its first screen: the browser skips their layout and paint until they come near the
 * viewport (`content-visibility: auto`), so the first layout of a long page costs only what is on screen. The
 * placeholder height is a section's typical one; once drawn, the real height is remembered (`auto`). The content
 * stays in the page for find-in-page, links to its anchors and assistive technology.
 */
export const renderWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;
