import { describe, expect, it } from 'vitest';

import { mediaSources, sharingImage, siteMediaUrl } from './media-sources';

describe('siteMediaUrl', () => {
  it("serves the CMS's uploads from the site's own origin (/uploads/ is proxied to the CMS)", () => {
    expect(siteMediaUrl('https://cms.alicerce.digital/uploads/fachada_a1b2.jpg')).toBe('/uploads/fachada_a1b2.jpg');
    expect(siteMediaUrl('http://localhost:1337/uploads/medium_obra.webp')).toBe('/uploads/medium_obra.webp');
  });

  it('leaves addresses typed by an admin on other hosts, and anything not an upload, as they are', () => {
    for (const url of [
      'https://img.test/uploads',
      'https://img.test/fotos/obra.jpg',
      '/uploads/x.jpg',
      'https://img.test/a/uploads/x.jpg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(siteMediaUrl(url)).toBe(url);
    }
  });
});

describe('mediaSources', () => {
  it('every candidate of the <picture> is on the site origin, with its width', () => {
    const cms = 'https://cms.alicerce.digital/uploads';
    const sources = mediaSources({
      url: `${cms}/obra.jpg`,
      width: 1600,
      height: 900,
      formats: {
        small: { url: `${cms}/small_obra.jpg`, width: 500 },
        medium: { url: `${cms}/medium_obra.jpg`, width: 750 },
        small_webp: { url: `${cms}/small_obra.webp`, width: 500 },
        full_webp: { url: `${cms}/obra.webp`, width: 1600 },
        medium_avif: { url: `${cms}/medium_obra.avif`, width: 750 },
        full_avif: { url: `${cms}/obra.avif`, width: 1600 },
      },
    });
    expect(sources).toEqual({
      src: '/uploads/medium_obra.jpg',
      srcSet: '/uploads/small_obra.jpg 500w, /uploads/medium_obra.jpg 750w, /uploads/obra.jpg 1600w',
      avifSrcSet: '/uploads/medium_obra.avif 750w, /uploads/obra.avif 1600w',
      webpSrcSet: '/uploads/small_obra.webp 500w, /uploads/obra.webp 1600w',
      width: 1600,
      height: 900,
    });
  });

  it("a shipped drawing's night rendering (the `dark` formats the seed keeps) is offered apart, for the dark theme", () => {
    const cms = 'https://cms.alicerce.digital/uploads';
    const sources = mediaSources({
      url: `${cms}/torre.jpg`,
      width: 1800,
      height: 1200,
      formats: {
        medium: { url: `${cms}/medium_torre.jpg`, width: 750 },
        dark: { url: `${cms}/torre_dark.jpg`, width: 1800 },
        dark_medium: { url: `${cms}/medium_torre_dark.jpg`, width: 750 },
        dark_medium_avif: { url: `${cms}/medium_torre_dark.avif`, width: 750 },
        dark_full_webp: { url: `${cms}/torre_dark.webp`, width: 1800 },
      },
    });
    expect(sources.srcSet).toBe('/uploads/medium_torre.jpg 750w, /uploads/torre.jpg 1800w');
    expect(sources.dark).toEqual({
      src: '/uploads/medium_torre_dark.jpg',
      srcSet: '/uploads/medium_torre_dark.jpg 750w, /uploads/torre_dark.jpg 1800w',
      avifSrcSet: '/uploads/medium_torre_dark.avif 750w',
      webpSrcSet: '/uploads/torre_dark.webp 1800w',
    });
    expect(mediaSources({ url: `${cms}/foto.jpg`, width: 800, height: 600 }).dark).toBeUndefined();
  });
});

describe('focal point and sharing image', () => {
  const cms = 'https://cms.alicerce.digital/uploads';
  it("every cover crop is anchored at the file's focal point; none set, CSS's centre", () => {
    expect(mediaSources({ url: `${cms}/obra.jpg`, width: 1600, height: 1600, focalPoint: { x: 4, y: 96 } }).objectPosition).toBe('4% 96%');
    expect(mediaSources({ url: `${cms}/obra.jpg`, width: 1600, height: 1600, focalPoint: null }).objectPosition).toBeUndefined();
    expect(mediaSources({ url: `${cms}/obra.jpg`, width: 1600, height: 1600, focalPoint: { x: 50, y: 50 } }).objectPosition).toBeUndefined();
  });

  it("a page shares the 1200×630 cut when the CMS made one, else the file itself — on the site's origin", () => {
    const og = { url: `${cms}/og_obra_40x960.jpg`, width: 1200, height: 630 };
    expect(sharingImage({ url: `${cms}/obra.jpg`, width: 1600, height: 1600, formats: { og } })).toEqual({
      url: '/uploads/og_obra_40x960.jpg',
      width: 1200,
      height: 630,
    });
    expect(sharingImage({ url: `${cms}/antiga.jpg`, width: 1000, height: 750, formats: {} })).toEqual({
      url: '/uploads/antiga.jpg',
      width: 1000,
      height: 750,
    });
  });
});
