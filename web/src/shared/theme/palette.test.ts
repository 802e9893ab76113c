import { describe, expect, it } from 'vitest';

import { contrastRatio } from './contrast';
import { darkScheme, lightScheme } from './palette';

type Colours = Record<string, Record<string, string>>;
const light = lightScheme.palette as unknown as Colours;
const dark = darkScheme.palette as unknown as Colours;

/** Every text-on-surface pair the site uses, per scheme: [what, text, surface]. */
const pairs = (p: Colours): [string, string, string][] => [
  ['text on the page', p.text.primary, p.background.default],
  ['secondary text on the page', p.text.secondary, p.background.default],
  ['secondary text on paper', p.text.secondary, p.background.paper],
  ['secondary text on the sand band', p.text.secondary, p.brand.band],
  ['links and headings (primary) on the page', p.primary.main, p.background.default],
  ['primary on paper', p.primary.main, p.background.paper],
  ['primary on the sand band', p.primary.main, p.brand.band],
  ['clay (action) text on the page', p.secondary.main, p.background.default],
  ['clay (action) text on the sand band', p.secondary.main, p.brand.band],
  ['a clay button label', p.secondary.contrastText, p.secondary.main],
  ['a primary button label', p.primary.contrastText, p.primary.main],
  ['text on the strong band', p.brand.onBandStrong, p.brand.bandStrong],
  ['figures on the strong band', p.brand.figure, p.brand.bandStrong],
  ['the wordmark on the header (paper)', p.brand.word, p.background.paper],
  ['errors and destructive actions on paper', p.error.main, p.background.paper],
  ['errors on the page', p.error.main, p.background.default],
  ['a destructive button label', p.error.contrastText, p.error.main],
  ['warnings (an outlined warning button) on paper', p.warning.main, p.background.paper],
  ['a warning chip label', p.warning.contrastText, p.warning.main],
];

describe('brand palette', () => {
  for (const [name, scheme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(pairs(scheme))(`${name}: %s keeps 4.5:1`, (_what, text, surface) => {
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});
