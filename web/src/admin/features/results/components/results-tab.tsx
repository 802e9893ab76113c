import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { daysBetween, RESULTS_MAX_DAYS, type ResultsGranularity, type ResultsTouch } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';

import { resultsReportQuery } from '../api/get-results-report';
import { RANGE_PRESETS, saoPauloToday } from '../lib/presets';
import { CAMPAIGN_COLUMNS, LANDING_COLUMNS, SOURCE_COLUMNS } from '../lib/tables';
import type { ExportCsv, ResultsFilter } from '../types';

import { AdSpendEditor } from './ad-spend-editor';
import { LandingAbTable } from './landing-ab-table';
import { ResultsChart } from './results-chart';
import { ResultsKpis } from './results-kpis';
import { ResultsRange } from './results-range';
import { ResultsTable } from './results-table';

/** The range's fault in pt-BR, or null when the CMS may be asked. */
function rangeError({ from, to }: { from: string; to: string }) {
  if (!from || !to) return 'Informe as duas datas do período.';
  if (daysBetween(from, to) < 0) return "A data 'Até' deve ser igual ou posterior à data 'De'.";
  if (daysBetween(from, to) >= RESULTS_MAX_DAYS) return `O período pode ter no máximo ${RESULTS_MAX_DAYS} dias.`;
  return null;
}

function Switch<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup size="small" exclusive aria-label={label} value={value} onChange={(_, next: T | null) => next && onChange(next)}>
      {options.map(([id, text]) => (
        <ToggleButton key={id} value={id}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * 'Resultados' (admins only): what the campaigns produced in a period — views, leads, bookings, outcomes and value,
 * over time, by source/medium/campaign (first or last touch) and by landing page, each table exportable as CSV; the
 * landing pages' A/B tests per hero variant, with 'Promover vencedora'.
 */
export function ResultsTab({ exportCsv }: { exportCsv: ExportCsv }) {
  const [range, setRange] = useState(() => RANGE_PRESETS[1].range(saoPauloToday()));
  const [touch, setTouch] = useState<ResultsTouch>('first');
  const [granularity, setGranularity] = useState<ResultsGranularity>('day');
  const error = rangeError(range);
  const filter: ResultsFilter = { ...range, touch, granularity };
  const report = useQuery({ ...resultsReportQuery(filter), enabled: error === null });
  const data = report.data;
  const stamp = `${range.from}_${range.to}`;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h5" component="h2">
        Resultados
      </Typography>
      <ResultsRange range={range} error={error} onChange={setRange} />
      {error && (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      )}
      {report.isError && (
        <Alert severity="error" role="alert">
          Erro ao carregar os resultados: {report.error.message}
        </Alert>
      )}
      {report.isPending && !error && <ListSkeleton label="Carregando resultados" rows={4} />}
      {data && (
        <Box aria-busy={report.isPlaceholderData} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <ResultsKpis totals={data.totals} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Switch
              label="Agrupar a série"
              value={granularity}
              options={[
                ['day', 'Por dia'],
                ['week', 'Por semana'],
              ]}
              onChange={setGranularity}
            />
          </Box>
          {/* Every day (or week) of the range is a row, zeros included: "no data" is a range of zeros. */}
          {data.series.every((row) => row.views + row.leads + row.bookings === 0) ? (
            <Typography color="text.secondary">Nenhum dado no período</Typography>
          ) : (
            <ResultsChart series={data.series} weekly={data.granularity === 'week'} />
          )}
          <ResultsTable
            title="Por origem, mídia e campanha"
            columns={SOURCE_COLUMNS}
            rows={data.by_source}
            rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
            filename={`resultados-origens-${touch === 'first' ? 'primeiro' : 'ultimo'}-toque_${stamp}`}
            exportCsv={exportCsv}
            actions={
              <Switch
                label="Atribuição"
                value={touch}
                options={[
                  ['first', 'Primeiro toque'],
                  ['last', 'Último toque'],
                ]}
                onChange={setTouch}
              />
            }
          />
          <ResultsTable
            title="Investimento e retorno por campanha"
            columns={CAMPAIGN_COLUMNS}
            rows={data.by_campaign}
            rowKey={(row) => row.campaign}
            filename={`resultados-campanhas-${touch === 'first' ? 'primeiro' : 'ultimo'}-toque_${stamp}`}
            exportCsv={exportCsv}
          />
          <AdSpendEditor range={range} campaigns={data.by_campaign.map((row) => row.campaign)} />
          <ResultsTable
            title="Por página de entrada"
            columns={LANDING_COLUMNS}
            rows={data.by_landing_page}
            rowKey={(row) => row.path}
            filename={`resultados-paginas_${stamp}`}
            exportCsv={exportCsv}
          />
          <LandingAbTable pages={data.by_landing_variant} />
        </Box>
      )}
    </Box>
  );
}
