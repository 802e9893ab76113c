import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { ResultsReport } from '@alicerce/domain';

import { formatInteger, formatMoney, formatRate } from '../lib/format';

/** The period's headline figures, one card each (a list, so screen readers count them). */
export function ResultsKpis({ totals }: { totals: ResultsReport['totals'] }) {
  const cards = [
    { label: 'Visualizações', value: formatInteger(totals.views) },
    { label: 'Leads', value: formatInteger(totals.leads) },
    { label: 'Agendamentos', value: formatInteger(totals.bookings) },
    { label: 'Taxa de conversão', value: formatRate(totals.conversion_rate) },
    { label: 'Qualificados', value: formatInteger(totals.qualified) },
    { label: 'Ganhos', value: formatInteger(totals.won) },
    { label: 'Valor ganho', value: formatMoney(totals.value) },
    { label: 'Cliques no WhatsApp', value: formatInteger(totals.whatsapp_clicks) },
    { label: "Cliques em 'Agendar'", value: formatInteger(totals.agendar_clicks) },
  ];
  return (
    <Box component="ul" aria-label="Indicadores do período" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.label} sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
