import type { ResultsClicks, ResultsFunnel, ResultsReport } from '@alicerce/domain';

import { formatInteger, formatMoney, formatRate, formatRoas } from './format';

/**
 * A column of a results table: its header and how a row shows it on screen and in the CSV (plain numbers there);
 * `more` columns start hidden (the table fits a 1366 px screen) and are one tick away in 'Colunas', always in the CSV.
 */
export type Column<Row> = { header: string; cell: (row: Row) => string; csv: (row: Row) => string | number | null; numeric?: boolean; more?: true };

const FUNNEL_COLUMNS: Array<Column<ResultsFunnel & ResultsClicks>> = [
  { header: 'Visualizações', cell: (row) => formatInteger(row.views), csv: (row) => row.views, numeric: true },
  { header: 'Leads', cell: (row) => formatInteger(row.leads), csv: (row) => row.leads, numeric: true },
  { header: 'Agendamentos', cell: (row) => formatInteger(row.bookings), csv: (row) => row.bookings, numeric: true },
  {
    header: 'Conversão',
    cell: (row) => formatRate(row.conversion_rate),
    csv: (row) => (row.conversion_rate === null ? '' : row.conversion_rate.toFixed(4)),
    numeric: true,
  },
  { header: 'Qualificados', cell: (row) => formatInteger(row.qualified), csv: (row) => row.qualified, numeric: true, more: true },
  { header: 'Ganhos', cell: (row) => formatInteger(row.won), csv: (row) => row.won, numeric: true },
  { header: 'Valor (R$)', cell: (row) => formatMoney(row.value), csv: (row) => row.value.toFixed(2), numeric: true },
  { header: 'Cliques WhatsApp', cell: (row) => formatInteger(row.whatsapp_clicks), csv: (row) => row.whatsapp_clicks, numeric: true, more: true },
  { header: "Cliques 'Agendar'", cell: (row) => formatInteger(row.agendar_clicks), csv: (row) => row.agendar_clicks, numeric: true, more: true },
];

const text = (value: string) => value || '(nenhum)';

export type SourceRow = ResultsReport['by_source'][number];
export type LandingRow = ResultsReport['by_landing_page'][number];

export const SOURCE_COLUMNS: Array<Column<SourceRow>> = [
  { header: 'Origem', cell: (row) => text(row.source), csv: (row) => row.source },
  { header: 'Mídia', cell: (row) => text(row.medium), csv: (row) => row.medium },
  { header: 'Campanha', cell: (row) => text(row.campaign), csv: (row) => row.campaign },
  ...FUNNEL_COLUMNS,
];

export type CampaignRow = ResultsReport['by_campaign'][number];
const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
const moneyCsv = (value: number | null) => (value === null ? '' : value.toFixed(2));

export const CAMPAIGN_COLUMNS: Array<Column<CampaignRow>> = [
  { header: 'Campanha', cell: (row) => row.campaign, csv: (row) => row.campaign },
  { header: 'Investimento (R$)', cell: (row) => formatMoney(row.spend), csv: (row) => row.spend.toFixed(2), numeric: true },
  { header: 'Leads', cell: (row) => formatInteger(row.leads), csv: (row) => row.leads, numeric: true },
  { header: 'Agendamentos', cell: (row) => formatInteger(row.bookings), csv: (row) => row.bookings, numeric: true },
  { header: 'Custo por lead (R$)', cell: (row) => money(row.cost_per_lead), csv: (row) => moneyCsv(row.cost_per_lead), numeric: true },
  { header: 'Custo por agendamento (R$)', cell: (row) => money(row.cost_per_booking), csv: (row) => moneyCsv(row.cost_per_booking), numeric: true },
  { header: 'Valor ganho (R$)', cell: (row) => formatMoney(row.value), csv: (row) => row.value.toFixed(2), numeric: true },
  { header: 'ROAS', cell: (row) => formatRoas(row.roas), csv: (row) => (row.roas === null ? '' : row.roas.toFixed(2)), numeric: true },
];

export const LANDING_COLUMNS: Array<Column<LandingRow>> = [
  { header: 'Página de entrada', cell: (row) => row.path || '(nenhuma)', csv: (row) => row.path },
  ...FUNNEL_COLUMNS,
];
