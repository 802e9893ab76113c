import type { ResultsSeries, SeriesFormat } from '@alicerce/domain';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const money = (digits: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A value as the chart and its table write it: 2.860 · R$ 17,60 (whole reais without cents) · 62%. */
export function formatSeriesValue(value: number, format: SeriesFormat): string {
  if (format === 'brl') return money(Number.isInteger(value) ? 0 : 2).format(value);
  if (format === 'percent') return `${number.format(value)}%`;
  return number.format(value);
}

/** Where the highest value is (the first of equals): the bar drawn in the accent colour. */
export const peakIndex = (series: Pick<ResultsSeries, 'points'>) =>
  series.points.reduce((best, point, i, points) => (point.value > points[best].value ? i : best), 0);

/**
 * One sentence a visitor (and a screen reader) reads beside the chart: the metric, how many periods, from the first
 * value to the last, and the peak. 'Leads gerados, 5 valores: de 380 (fev) a 700 (jun); maior valor 700 (jun).'
 */
export function seriesSummary(series: ResultsSeries): string {
  const { points, format } = series;
  const f = (value: number) => formatSeriesValue(value, format);
  const first = points[0];
  const last = points[points.length - 1];
  const peak = points[peakIndex(series)];
  return `${series.metric}, ${points.length} valores: de ${f(first.value)} (${first.label}) a ${f(last.value)} (${last.label}); maior valor ${f(peak.value)} (${peak.label}).`;
}
