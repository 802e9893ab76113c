/**
 * The next page before the tap (Speculation Rules): a same-site link to a public page is prerendered when the visitor
 * hovers it for a moment or starts to tap it (eagerness 'moderate'), so the page they open is already drawn. Never the
 * dashboard or sign-in pages, the API, media files, the thank-you page a form leads to, a link with a query (a filter,
 * a campaign tag: each is its own page view), a download or a link that opens elsewhere. While a page is prerendered
 * it counts and runs nothing (site/lib/dom/when-activated.ts). A browser without support ignores the script.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              selector_matches: [
                "a[href*='?']",
                "a[href^='/admin']",
                "a[href^='/api']",
                "a[href^='/uploads']",
                "a[href^='/obrigado']",
                'a[download]',
                'a[target]',
                "a[rel~='nofollow']",
              ].join(', '),
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
