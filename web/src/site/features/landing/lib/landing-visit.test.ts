import { afterEach, describe, expect, it } from 'vitest';

import { landingVisit, rememberLandingVisit } from './landing-visit';

const show = (html: string) => {
  document.body.innerHTML = `<main>${html}</main>`;
};

describe('the landing page a visit came through, for a booking made later', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('notes the page and the variant its file shows, kept while the visitor goes on to /agendamento', () => {
    show('<div data-landing-page="lancamento" data-variant="b"><h1>Destaque</h1></div>');
    rememberLandingVisit();
    show('<h1>Agende sua consultoria</h1>');
    rememberLandingVisit();
    expect(landingVisit()).toEqual({ landing_page_slug: 'lancamento', variant: 'b' });
    expect(document.cookie).toBe('');
  });

  it('a visit without a landing page sends nothing of one; a forged wrapper is not noted', () => {
    show('<h1>Serviços</h1>');
    rememberLandingVisit();
    expect(landingVisit()).toEqual({});
    show('<div data-landing-page="lancamento" data-variant="z"></div>');
    rememberLandingVisit();
    expect(landingVisit()).toEqual({});
  });
});
