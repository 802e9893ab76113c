import { describe, expect, it } from 'vitest';

import { bareCase, makeCase, richCase, urlCase } from '../testing/fixtures';

import { cardImages, galleryImages, lightboxImages } from './case-images';

describe('case images', () => {
  it('builds the lightbox set as main image, chart, then gallery', () => {
    const set = lightboxImages(richCase);
    expect(set).toHaveLength(10);
    expect(set.map((image) => image.kind)).toEqual(['main', 'chart', ...Array(8).fill('gallery')]);
    expect(set[0].src).toBe('/uploads/mirante_main.jpg');
    expect(set[1].src).toBe('/uploads/mirante_chart.jpg');
    expect(set[9].src).toBe('/uploads/mirante_g8.jpg');
  });

  it('skips what is missing', () => {
    expect(lightboxImages(bareCase)).toEqual([]);
    expect(lightboxImages(urlCase).map((image) => image.kind)).toEqual(['main', 'gallery']);
    const chartOnly = makeCase({ chart_url: 'https://img.test/chart.png', gallery_images: ['https://img.test/g.jpg'] });
    expect(lightboxImages(chartOnly).map((image) => image.src)).toEqual(['https://img.test/chart.png', 'https://img.test/g.jpg']);
  });

  it('leaves the chart image out when the chart is drawn from a series: the image is only the fallback', () => {
    const drawn = {
      ...richCase,
      results_series: {
        title: 'Leads por mês',
        metric: 'Leads',
        format: 'number' as const,
        points: [
          { label: 'jan', value: 1 },
          { label: 'fev', value: 2 },
        ],
      },
    };
    expect(lightboxImages(drawn).map((image) => image.kind)).toEqual(['main', ...Array(8).fill('gallery')]);
    expect(lightboxImages({ ...richCase, results_series: null }).map((image) => image.kind)).toContain('chart');
  });

  it('gives media-library images a srcset, a size and the alt text', () => {
    const [main] = cardImages(richCase);
    // Strapi's thumbnail (at most 245 px) is never a useful candidate, and the WebP copies start at 'small'.
    expect(main.srcSet).toBe(
      '/uploads/small_mirante_main.jpg 500w, /uploads/medium_mirante_main.jpg 750w, /uploads/large_mirante_main.jpg 1000w, /uploads/mirante_main.jpg 1200w',
    );
    expect([main.width, main.height, main.alt]).toEqual([1200, 800, 'Fachada do Residencial Mirante']);
  });

  it('uses the typed URLs when there is no media, with a descriptive alt', () => {
    const [main, first] = cardImages(urlCase);
    expect(main).toMatchObject({ src: 'https://img.test/casa-forte.jpg', alt: 'Imobiliária Casa Forte: imagem principal' });
    expect(main.srcSet).toBeUndefined();
    expect(first.alt).toBe('Imobiliária Casa Forte: imagem 1 da galeria');
    expect(galleryImages(makeCase({ gallery_images: ['', 'https://img.test/a.jpg'] }))).toHaveLength(1);
  });

  it('gives typed URLs the alt text typed beside them, the case description when it is empty', () => {
    const item = makeCase({
      image_url: 'https://img.test/fachada.jpg',
      image_alt: 'Fachada do edifício ao entardecer',
      chart_url: 'https://img.test/grafico.png',
      chart_alt: '  ',
      gallery_images: ['https://img.test/sala.jpg', 'https://img.test/varanda.jpg'],
      gallery_alts: { 'https://img.test/varanda.jpg': 'Varanda gourmet' },
    });
    expect(lightboxImages(item).map((image) => image.alt)).toEqual([
      'Fachada do edifício ao entardecer',
      `${item.title}: gráfico de resultados`,
      `${item.title}: imagem 1 da galeria`,
      'Varanda gourmet',
    ]);
  });

  it('gives the card the main image and the gallery, never the chart', () => {
    expect(cardImages(richCase)).toHaveLength(9);
    expect(cardImages(bareCase)).toEqual([]);
  });
});
