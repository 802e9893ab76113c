import { beforeEach, describe, expect, it } from 'vitest';

import { captureAttribution, currentAttribution } from './attribution';
import { currentClickIds, syncClickIds } from './click-ids';

const page = (search = '') => ({ search }) as Location;
const CLICK_TIME = 1_764_000_000_000;

/** A page load: the consent banner reports the visitor's marketing choice (registry.ts → syncClickIds). */
const load = (search: string, marketing: boolean) => syncClickIds(marketing, page(search), CLICK_TIME);

describe('ad click IDs sent with a lead or booking', () => {
  beforeEach(() => localStorage.clear());

  it('without marketing consent, only the IDs in the URL of the form’s own page go with it', () => {
    load('?gclid=G-landing&fbclid=F-landing', false);
    expect(currentClickIds(page('?utm_source=x'), '_fbc=fb.1.1.F; _fbp=fb.1.2.3')).toEqual({});
    expect(currentClickIds(page('?gclid=G-here'), '_fbp=fb.1.2.3')).toEqual({ gclid: 'G-here' });
    expect(localStorage.length).toBe(0);
  });

  it('with marketing consent, the landing page’s IDs follow the visitor to another page, with the Meta cookies', () => {
    load('?gclid=G-landing&utm_source=google', true);
    load('', true);
    expect(currentClickIds(page('/servicos'), '_fbp=fb.1.1700000000000.123; _fbc=fb.1.1700000000000.F1')).toEqual({
      gclid: 'G-landing',
      fbp: 'fb.1.1700000000000.123',
      fbc: 'fb.1.1700000000000.F1',
    });
  });

  it('with marketing consent and an fbclid but no _fbc cookie, fbc is built as Meta documents', () => {
    load('?fbclid=IwAR-abc', true);
    load('', true);
    expect(currentClickIds(page(''), '')).toEqual({ fbclid: 'IwAR-abc', fbc: `fb.1.${CLICK_TIME}.IwAR-abc` });
  });

  it('a later Google click replaces the earlier one’s IDs', () => {
    load('?gclid=G-old', true);
    load('?gbraid=B-new', true);
    expect(currentClickIds(page(''), '')).toEqual({ gbraid: 'B-new' });
  });

  it('withdrawing marketing consent drops what was stored', () => {
    load('?gclid=G-landing&fbclid=F', true);
    load('', false);
    expect(currentClickIds(page(''), '_fbp=fb.1.2.3')).toEqual({});
    expect(localStorage.getItem('alicerce:click-ids')).toBeNull();
  });

  it('ignores values the CMS would refuse (too long, spaces or control characters)', () => {
    load(`?gclid=${'a'.repeat(256)}&gbraid=a%0Ab&wbraid=ok`, true);
    expect(currentClickIds(page(''), '_fbp=has%20space')).toEqual({ wbraid: 'ok' });
  });

  it('the landing page kept for every visitor does not carry the click IDs', () => {
    sessionStorage.clear();
    captureAttribution({ origin: 'http://x', pathname: '/servicos', search: '?utm_source=google&gclid=G1&fbclid=F1&gbraid=B' } as Location, '');
    expect(currentAttribution('contato').landing_page).toBe('/servicos?utm_source=google');
  });

  it('goes out with the lead’s attribution', () => {
    window.history.replaceState(null, '', '/contato?gclid=G-form');
    expect(currentAttribution('contato')).toMatchObject({ source_page: 'contato', gclid: 'G-form' });
    window.history.replaceState(null, '', '/');
  });
});
