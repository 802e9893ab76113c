import { z } from './zod';
import { LIMITS } from './limits';

const S = LIMITS.case.series;

/** How the chart writes a value: a count (1.234), money (R$ 17,60) or a share (62%). */
export const SERIES_FORMATS = ['number', 'brl', 'percent'] as const;
export type SeriesFormat = (typeof SERIES_FORMATS)[number];

/** The pt-BR names of the formats, for the dashboard's select. */
export const SERIES_FORMAT_LABELS: Record<SeriesFormat, string> = { number: 'Número', brl: 'Reais (R$)', percent: 'Porcentagem (%)' };

export const RESULTS_SERIES_MESSAGES = {
  shape: 'Formato do gráfico de resultados inválido',
  title: 'Título do gráfico é obrigatório',
  titleLong: `Título do gráfico deve ter no máximo ${S.title} caracteres`,
  metric: 'Informe o que o gráfico mede (ex.: Leads gerados)',
  metricLong: `O nome da métrica deve ter no máximo ${S.metric} caracteres`,
  format: 'Formato dos valores do gráfico inválido',
  tooFew: 'O gráfico precisa de pelo menos 2 períodos',
  tooMany: `O gráfico pode ter no máximo ${S.points} períodos`,
  label: 'Cada período do gráfico precisa de um rótulo (ex.: Mês 1, jan/25)',
  labelLong: `O rótulo de cada período deve ter no máximo ${S.label} caracteres`,
  value: 'Cada período do gráfico precisa de um valor numérico',
  valueRange: 'Os valores do gráfico devem ficar entre 0 e 1 bilhão',
} as const;

const M = RESULTS_SERIES_MESSAGES;

export const seriesPointSchema = z.object(
  {
    label: z.string({ error: M.label }).trim().min(1, M.label).max(S.label, M.labelLong),
    value: z.number({ error: M.value }).min(0, M.valueRange).max(S.value, M.valueRange),
  },
  { error: M.shape },
);

/**
 * A case's results chart as data (issue 27, item 14): what the site draws as an inline SVG in the theme's colours,
 * with a table beside it for screen readers. `title` heads the chart ('Leads por mês'), `metric` names the measured
 * thing ('Leads gerados'), `format` says how values are written, `points` are the periods in order (2 to 24). Values
 * are non-negative: the bars start at zero, so a negative one could not be drawn honestly.
 */
export const resultsSeriesSchema = z.object(
  {
    title: z.string({ error: M.title }).trim().min(1, M.title).max(S.title, M.titleLong),
    metric: z.string({ error: M.metric }).trim().min(1, M.metric).max(S.metric, M.metricLong),
    format: z.enum(SERIES_FORMATS, { error: M.format }).default('number'),
    points: z.array(seriesPointSchema, { error: M.shape }).min(2, M.tooFew).max(S.points, M.tooMany),
  },
  { error: M.shape },
);

export type ResultsSeries = z.infer<typeof resultsSeriesSchema>;
export type SeriesPoint = ResultsSeries['points'][number];

/** The series as the dashboard edits it: values as typed ('17,60', '1.234'), the format as the select's value. */
export type SeriesFormValue = { title: string; metric: string; format: string; points: Array<{ label: string; value: string }> };

/**
 * A number as typed in Brazil: '1.234,5' and '17,6' (comma for decimals, dots for thousands), or '17.6' and '1234'.
 * A lone dot followed by exactly three digits groups thousands ('1.500' is 1500), as a Brazilian reader means it.
 * Anything else gives NaN, which the schema refuses with its pt-BR message.
 */
export function parseDecimalBr(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(t)) return Number.NaN;
  let normal: string;
  if (t.includes(',')) normal = /^\d{1,3}(\.\d{3})*,\d+$|^\d+,\d+$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : '';
  else normal = /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** A stored value as the form shows it: a comma for decimals, no thousands dots ('17,6', '2860'). */
export const formatDecimalInput = (value: number) => String(value).replace('.', ',');

/** The edited series → the payload's (values parsed; the schema then checks it). */
export const seriesFromForm = (form: SeriesFormValue) => ({
  title: form.title,
  metric: form.metric,
  format: form.format,
  points: form.points.map((point) => ({ label: point.label, value: parseDecimalBr(point.value) })),
});

/** A stored series → what the dashboard edits. */
export const seriesToForm = (series: ResultsSeries): SeriesFormValue => ({
  title: series.title,
  metric: series.metric,
  format: series.format,
  points: series.points.map((point) => ({ label: point.label, value: formatDecimalInput(point.value) })),
});
