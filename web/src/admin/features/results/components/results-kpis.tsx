import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { ResultsReport } from '@alicerce/domain';

import { formatInteger, formatMoney, formatRate, formatRoas } from '../lib/format';

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
    { label: 'Investimento', value: formatMoney(totals.spend) },
    { label: 'Custo por lead', value: totals.cost_per_lead === null ? '—' : formatMoney(totals.cost_per_lead) },
    { label: 'Custo por agendamento', value: totals.cost_per_booking === null ? '—' : formatMoney(totals.cost_per_booking) },
    { label: 'ROAS', value: formatRoas(totals.roas) },
    { label: 'Cliques no WhatsApp', value: formatInteger(totals.whatsapp_clicks) },
    { label: "Cliques em 'Agendar'", value: formatInteger(totals.agendar_clicks) },
  ];
  return (
    <Box
      component="ul"
      aria-label="Indicadores do período"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(130px, 1fr))', md: 'repeat(auto-fill, minmax(180px, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.label} sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1rem', sm: '1.15rem' },
              whiteSpace: { sm: 'nowrap' },
              overflowWrap: { xs: 'anywhere', sm: 'normal' },
            }}
          >
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
