import svg from '../../../public/favicon.svg?raw';

/**
 * The favicon inline in every page's head, as a data: URL (the same drawing as /favicon.svg, which stays for the
 * structured data's logo). A file asked for ~100 ms into a first visit, before the first paint on a slow one, was
 * counted by Lighthouse into the largest paint of /cases (1.06 s or 1.21 s from one run to the next: docs/benchmarks.md,
 * issue 56); a data: URL is no request. 0.3 KB of markup, ~0.2 KB of gzip.
 */
export const FAVICON_URL = `data:image/svg+xml,${svg
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%\s]/g, (character) => encodeURIComponent(character))}`;
