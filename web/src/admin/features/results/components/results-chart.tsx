import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';

import type { ResultsReport } from '@alicerce/domain';

import { formatDay, formatInteger } from '../lib/format';

type Props = { series: ResultsReport['series']; weekly: boolean };

/**
 * Views, leads and bookings per day or week. The chart is drawn for the eye only (aria-hidden); screen readers get
 * the same figures as a table (visually hidden), so axe sees no unlabeled SVG.
 */
export function ResultsChart({ series, weekly }: Props) {
  const periodLabel = weekly ? 'Semana de' : 'Dia';
  const caption = `Visualizações, leads e agendamentos por ${weekly ? 'semana' : 'dia'}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, position: 'relative' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, px: 1 }}>
        {caption}
      </Typography>
      <Box aria-hidden="true" sx={{ height: 280 }}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: series.map((row) => formatDay(row.period)) }]}
          // Views run in the hundreds, conversions in units: each on its own axis, so the conversions are not a flat line.
          yAxis={[
            // 'auto': as wide as the longest tick (80.000 views were cut at the default width).
            { id: 'views', position: 'left', label: 'Visualizações', width: 'auto', valueFormatter: (value: number) => formatInteger(value) },
            {
              id: 'conversions',
              position: 'right',
              label: 'Leads e agendamentos',
              width: 'auto',
              valueFormatter: (value: number) => formatInteger(value),
            },
          ]}
          series={[
            { label: 'Visualizações', curve: 'linear', yAxisId: 'views', data: series.map((row) => row.views) },
            { label: 'Leads', curve: 'linear', yAxisId: 'conversions', data: series.map((row) => row.leads) },
            { label: 'Agendamentos', curve: 'linear', yAxisId: 'conversions', data: series.map((row) => row.bookings) },
          ]}
          margin={{ left: 4, right: 4 }}
          disableKeyboardNavigation
        />
      </Box>
      {/* A table ignores width: 1px, so the hiding box is a div around it (else its cells widen the page on a phone). */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              <th scope="col">Visualizações</th>
              <th scope="col">Leads</th>
              <th scope="col">Agendamentos</th>
            </tr>
          </thead>
          <tbody>
            {series.map((row) => (
              <tr key={row.period}>
                <th scope="row">{formatDay(row.period)}</th>
                <td>{formatInteger(row.views)}</td>
                <td>{formatInteger(row.leads)}</td>
                <td>{formatInteger(row.bookings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
