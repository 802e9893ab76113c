import { z } from './zod';
import { caseInputSchema, type CaseInput } from './case';
import { LIMITS } from './limits';
import { normalizeImageUrl } from './image-url';
import { seriesFromForm, seriesToForm, type ResultsSeries, type SeriesFormValue } from './case-results-series';

/**
 * The admin case form as typed (spec §5 "Case form"): every field is text except is_published, gallery_alts and
 * results_series (the chart's rows, values as typed).
 * strategy is one entry per line, results a JSON object of strings, gallery_images comma-separated URLs,
 * gallery_alts the alt text typed for each of those URLs (by URL).
 */
export type CaseFormValues = {
  title: string;
  slug: string;
  client_name: string;
  segment: string;
  platform: string;
  property_type: string;
  short_description: string;
  challenge: string;
  strategy: string;
  results: string;
  /** The results chart drawn from data, or null for none. */
  results_series: SeriesFormValue | null;
  image_url: string;
  image_alt: string;
  chart_url: string;
  chart_alt: string;
  learning: string;
  gallery_images: string;
  gallery_alts: Record<string, string>;
  is_published: boolean;
};

export const CASE_FORM_MESSAGES = {
  resultsJson: 'JSON de resultados inválido',
  resultsShape: 'Formato de resultados inválido',
  galleryUrl: 'URL de galeria inválida',
  galleryLength: 'Galeria deve ter no máximo 5000 caracteres',
} as const;

/** Field order of the form: the first issue in this order is the one the toast shows. */
export const CASE_FORM_FIELDS: Array<keyof CaseFormValues> = [
  'title',
  'slug',
  'client_name',
  'segment',
  'platform',
  'property_type',
  'short_description',
  'challenge',
  'strategy',
  'results',
  'results_series',
  'image_url',
  'image_alt',
  'chart_url',
  'chart_alt',
  'learning',
  'gallery_images',
  'gallery_alts',
  'is_published',
];

type Issue = { path: string; message: string };

export const splitStrategy = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
export const splitGallery = (text: string) => text.split(',').map(normalizeImageUrl).filter(Boolean);
/** The gallery's URLs back into the form's text (a comma inside a URL is escaped, so the list splits back the same). */
export const joinGallery = (urls: readonly string[]) => urls.map((url) => url.replace(/,/g, '%2C')).join(', ');

/** results text → object of strings, or the form message saying what is wrong. */
export function parseResultsText(text: string): { ok: true; value: Record<string, string> } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: CASE_FORM_MESSAGES.resultsJson };
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject || !Object.values(value as object).every((v) => typeof v === 'string')) {
    return { ok: false, message: CASE_FORM_MESSAGES.resultsShape };
  }
  return { ok: true, value: value as Record<string, string> };
}

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The alt texts of the gallery URLs still listed, trimmed; empty ones and those of removed URLs are dropped. */
export function keptGalleryAlts(urls: string[], alts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(urls.flatMap((url) => (alts[url]?.trim() ? [[url, alts[url].trim()]] : [])));
}

const caseFormFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  client_name: z.string(),
  segment: z.string(),
  platform: z.string(),
  property_type: z.string(),
  short_description: z.string(),
  challenge: z.string(),
  strategy: z.string(),
  results: z.string(),
  results_series: z
    .object({ title: z.string(), metric: z.string(), format: z.string(), points: z.array(z.object({ label: z.string(), value: z.string() })) })
    .nullable(),
  image_url: z.string(),
  image_alt: z.string(),
  chart_url: z.string(),
  chart_alt: z.string(),
  learning: z.string(),
  gallery_images: z.string(),
  gallery_alts: z.record(z.string(), z.string()),
  is_published: z.boolean(),
});

/**
 * Text form → API payload, with the rules and messages of `caseInputSchema` plus the form-only ones
 * (results JSON, gallery list). Issues come in form field order, one path per field.
 */
export const caseFormSchema = caseFormFieldsSchema.transform((form, ctx): CaseInput => {
  const issues: Issue[] = [];
  const results = parseResultsText(form.results);
  if (!results.ok) issues.push({ path: 'results', message: results.message });
  if (form.gallery_images.trim().length > LIMITS.case.gallery) {
    issues.push({ path: 'gallery_images', message: CASE_FORM_MESSAGES.galleryLength });
  }
  const gallery = splitGallery(form.gallery_images);
  const payload = {
    title: form.title,
    slug: form.slug.toLowerCase(),
    client_name: form.client_name,
    segment: form.segment,
    platform: form.platform,
    property_type: emptyToNull(form.property_type),
    short_description: form.short_description,
    challenge: form.challenge,
    strategy: splitStrategy(form.strategy),
    results: results.ok ? results.value : {},
    results_series: form.results_series ? seriesFromForm(form.results_series) : null,
    image_url: emptyToNull(normalizeImageUrl(form.image_url)),
    image_alt: emptyToNull(form.image_alt),
    chart_url: emptyToNull(normalizeImageUrl(form.chart_url)),
    chart_alt: emptyToNull(form.chart_alt),
    learning: emptyToNull(form.learning),
    gallery_images: gallery,
    gallery_alts: keptGalleryAlts(gallery, form.gallery_alts),
    is_published: form.is_published,
  };
  const parsed = caseInputSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? '');
      if (!issues.some((known) => known.path === path)) issues.push({ path, message: issue.message });
    }
  }
  if (issues.length > 0) {
    const rank = (path: string) => CASE_FORM_FIELDS.indexOf(path as keyof CaseFormValues);
    for (const issue of issues.sort((a, b) => rank(a.path) - rank(b.path))) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: form });
    }
    return z.NEVER;
  }
  return parsed.data!;
});

export const emptyCaseForm: CaseFormValues = {
  title: '',
  slug: '',
  client_name: '',
  segment: '',
  platform: '',
  property_type: '',
  short_description: '',
  challenge: '',
  strategy: '',
  results: '',
  results_series: null,
  image_url: '',
  image_alt: '',
  chart_url: '',
  chart_alt: '',
  learning: '',
  gallery_images: '',
  gallery_alts: {},
  is_published: true,
};

type NullableFields = 'property_type' | 'results_series' | 'image_url' | 'image_alt' | 'chart_url' | 'chart_alt' | 'learning' | 'gallery_alts';

type StoredCase = Partial<Omit<CaseInput, NullableFields>> & {
  property_type?: string | null;
  results_series?: ResultsSeries | null;
  image_url?: string | null;
  image_alt?: string | null;
  chart_url?: string | null;
  chart_alt?: string | null;
  learning?: string | null;
  gallery_alts?: Record<string, string> | null;
};

/** A stored case back into the text form (editing). */
export function caseToFormValues(stored: StoredCase): CaseFormValues {
  return {
    title: stored.title ?? '',
    slug: stored.slug ?? '',
    client_name: stored.client_name ?? '',
    segment: stored.segment ?? '',
    platform: stored.platform ?? '',
    property_type: stored.property_type ?? '',
    short_description: stored.short_description ?? '',
    challenge: stored.challenge ?? '',
    strategy: (stored.strategy ?? []).join('\n'),
    results: JSON.stringify(stored.results ?? {}, null, 2),
    results_series: stored.results_series ? seriesToForm(stored.results_series) : null,
    image_url: normalizeImageUrl(stored.image_url ?? ''),
    image_alt: stored.image_alt ?? '',
    chart_url: normalizeImageUrl(stored.chart_url ?? ''),
    chart_alt: stored.chart_alt ?? '',
    learning: stored.learning ?? '',
    gallery_images: joinGallery((stored.gallery_images ?? []).map(normalizeImageUrl)),
    gallery_alts: Object.fromEntries(Object.entries(stored.gallery_alts ?? {}).map(([url, alt]) => [normalizeImageUrl(url), alt])),
    is_published: stored.is_published ?? true,
  };
}
