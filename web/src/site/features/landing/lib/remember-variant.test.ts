import { afterEach, describe, expect, it } from 'vitest';

import { rememberLandingVariant } from './remember-variant';

/** A prerendered landing page's blocks wrapper, as LandingPageView writes it. */
const landing = (slug: string, variant: string) => {
  document.body.innerHTML = `<main><div data-landing-page="${slug}" data-variant="${variant}"><h1>Destaque</h1></div></main>`;
};

describe('the A/B variant remembered after consent', () => {
  afterEach(() => {
    // jsdom keeps cookies whose path matches the page's: delete what a test left.
    for (const name of document.cookie
      .split(';')
      .map((part) => part.split('=')[0]!.trim())
      .filter(Boolean))
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.body.innerHTML = '';
  });

  it('with statistics consent, a cookie names the variant this page showed; withdrawn, it is gone', () => {
    window.history.replaceState(null, '', '/lp/lancamento/__v/b');
    landing('lancamento', 'b');
    rememberLandingVariant(true);
    expect(document.cookie).toContain('lp_variant_lancamento=b');
    rememberLandingVariant(false);
    expect(document.cookie).not.toContain('lp_variant_lancamento');
  });

  it('without consent, or off a landing page, no cookie at all', () => {
    window.history.replaceState(null, '', '/lp/lancamento');
    landing('lancamento', 'a');
    rememberLandingVariant(false);
    expect(document.cookie).toBe('');
    document.body.innerHTML = '<main><h1>Serviços</h1></main>';
    rememberLandingVariant(true);
    expect(document.cookie).toBe('');
  });
});
