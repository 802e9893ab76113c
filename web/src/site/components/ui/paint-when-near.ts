/**
 * For a part below the first screen: the browser lays it out, paints it and fetches its images only as it nears the
 * screen (content-visibility: auto), keeping `height` px of room until then (afterwards, its last real height). On a
 * phone the first paint then waits for the page's main text or image alone: Lighthouse's simulation counts every
 * request made before that paint into it (each drawn picture or logo fetched early cost LCP ~0.1 s).
 */
export const paintWhenNear = (height: number) => ({ contentVisibility: 'auto', containIntrinsicHeight: `auto ${height}px` }) as const;
