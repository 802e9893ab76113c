import { PLATFORMS, PROPERTY_TYPES, resultsSeriesSchema } from '@alicerce/domain';
import { seedCases } from '../src/seed/data/cases';
import { api } from './helpers/api';

/** What the first boot seeded, as the public API shows it. */
describe('seeded demo content', () => {
  let cases: any[];
  beforeAll(async () => {
    cases = (await api().get('/api/cases?pagination[pageSize]=100')).body.data;
  });

  it('covers every platform and property type among published cases', () => {
    expect(new Set(cases.map((c) => c.platform))).toEqual(new Set(PLATFORMS));
    for (const type of PROPERTY_TYPES) expect(cases.map((c) => c.property_type)).toContain(type);
  });

  it('has a case with more than six gallery images served from the media library', () => {
    const big = cases.find((c) => c.gallery_images.length > 6);
    expect(big).toBeDefined();
    for (const url of [big.image_url, ...big.gallery_images]) expect(url).toMatch(/^http:\/\/.+\/uploads\/.+\.jpg$/);
    expect(big.image.formats).toBeDefined();
  });

  it('describes every seeded image in its own words, not by the case title', () => {
    const files = cases.flatMap((c) => [c.image, c.chart, ...c.gallery].filter(Boolean).map((file) => [c.title, file.alternativeText]));
    expect(files.length).toBeGreaterThan(20);
    for (const [title, alt] of files) {
      expect(alt.length).toBeGreaterThan(15);
      expect(alt).not.toContain(title);
    }
    const texts = files.map(([, alt]) => alt);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('draws every seeded chart from data: a valid series that adds up to the figure the results name, no chart image', () => {
    const seeded = new Set(seedCases.map((c) => c.slug));
    const charted = cases.filter((c) => seeded.has(c.slug) && c.results_series);
    expect(charted.length).toBeGreaterThanOrEqual(5);
    for (const c of charted) {
      expect(resultsSeriesSchema.safeParse(c.results_series).success).toBe(true);
      expect(c.chart_url).toBeNull();
      const total = c.results_series.points.reduce((sum: number, point: { value: number }) => sum + point.value, 0);
      expect(Object.values(c.results).map((figure) => String(figure).replace(/\D/g, ''))).toContain(String(total));
    }
  });

  it('has a published case with no image at all', () => {
    expect(cases.some((c) => !c.image_url && !c.chart_url && c.gallery_images.length === 0)).toBe(true);
  });

  it('has page sections for the public pages', async () => {
    const home = await api().get('/api/page-contents?filters[page_slug]=home');
    expect(home.body.data.map((s) => s.section_key)).toEqual(expect.arrayContaining(['hero', 'final_cta']));
  });
});
