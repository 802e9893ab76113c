import { PLATFORMS, PROPERTY_TYPES, resultsSeriesSchema, type ResultsSeries } from '@alicerce/domain';
import { seedCases } from '../src/seed/data/cases';
import { seedTestimonials } from '../src/seed/data/testimonials';
import { api } from './helpers/api';

type File = { alternativeText: string; formats?: Record<string, unknown> | null };
/** A case as GET /api/cases answers it, in the fields these tests read (media populated, URLs absolute). */
type Case = {
  title: string;
  slug: string;
  client_name: string;
  platform: string;
  property_type: string;
  results: Record<string, unknown>;
  results_series: ResultsSeries | null;
  image: File | null;
  chart: File | null;
  gallery: File[];
  image_url: string | null;
  chart_url: string | null;
  gallery_images: string[];
};

/** What the first boot seeded, as the public API shows it. */
describe('seeded demo content', () => {
  let cases: Case[];
  beforeAll(async () => {
    cases = (await api().get('/api/cases?pagination[pageSize]=100')).body.data;
  });

  it('covers every platform and property type among published cases', () => {
    expect(new Set(cases.map((c) => c.platform))).toEqual(new Set(PLATFORMS));
    for (const type of PROPERTY_TYPES) expect(cases.map((c) => c.property_type)).toContain(type);
  });

  it('has a case with more than six gallery images served from the media library', () => {
    const big = cases.find((c) => c.gallery_images.length > 6)!;
    expect(big).toBeDefined();
    for (const url of [big.image_url, ...big.gallery_images]) expect(url).toMatch(/^http:\/\/.+\/uploads\/.+\.jpg$/);
    expect(big.image?.formats).toBeDefined();
  });

  it("keeps each seeded drawing's night rendering with it, as its dark formats the site serves in the dark theme", async () => {
    // The seeded cases only: other suites publish cases with uploads of their own.
    for (const c of cases.filter((item) => seedCases.some((seeded) => seeded.slug === item.slug))) {
      for (const file of [c.image, ...c.gallery].filter((f): f is File => Boolean(f))) {
        const formats = (file.formats ?? {}) as Record<string, { url: string; width: number } | undefined>;
        expect({ file: `${c.slug}: ${file.alternativeText}`, dark: formats.dark }).toMatchObject({ dark: { width: 1800 } });
        expect(formats.dark_medium_avif?.url).toMatch(/\/uploads\/.+\.avif$/);
      }
    }
    const big = cases.find((c) => c.gallery_images.length > 6)!;
    const night = (big.image!.formats as Record<string, { url: string }>).dark_medium_avif;
    const served = await api().get(new URL(night.url, 'http://x').pathname).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
  });

  it('describes every seeded image in its own words, not by the case title', () => {
    const files = cases.flatMap((c) =>
      [c.image, c.chart, ...c.gallery].filter((file): file is File => Boolean(file)).map((file) => [c.title, file.alternativeText]),
    );
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
      const total = (c.results_series?.points ?? []).reduce((sum, point) => sum + point.value, 0);
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

  it("has the site's proof: testimonials of the demo cases' clients, each on its case, their logos and the team", async () => {
    // Other suites add rows of their own to the shared CMS: the seeded ones are those of the seed's people.
    const seeded = new Set(seedTestimonials.map((t) => t.author_name));
    const testimonials = (await api().get('/api/testimonials?pagination[pageSize]=100')).body.data.filter((t) => seeded.has(t.author_name));
    expect(testimonials.length).toBe(seedTestimonials.length);
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    for (const t of testimonials) {
      const own = cases.find((c) => c.slug === t.case?.slug);
      expect({ name: t.author_name, company: t.company }).toEqual({ name: t.author_name, company: own?.client_name });
      expect(t.photo.url).toMatch(/^http:\/\/.+\/uploads\/.+\.png$/);
    }
    expect(testimonials.filter((t) => t.featured).length).toBeGreaterThanOrEqual(2);

    const clients = (await api().get('/api/clients?pagination[pageSize]=100')).body.data.filter((c) => !c.name.includes('Teste'));
    expect(clients.length).toBeGreaterThanOrEqual(6);
    for (const c of clients) expect({ alt: c.logo.alternativeText, type: c.logo.mime }).toEqual({ alt: c.name, type: 'image/png' });

    const team = (await api().get('/api/team-members?pagination[pageSize]=100')).body.data.filter((m) => !m.name.includes('Teste'));
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(team.every((m) => m.bio && m.photo?.url)).toBe(true);
  });
});
