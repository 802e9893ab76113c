import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { HomeCount } from '@alicerce/domain';

import { changeText } from '../lib/change';

function Figure({ label, count, period }: { label: string; count: HomeCount; period: 'day' | 'week' }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {count.current}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {changeText(count, period)}
      </Typography>
    </Box>
  );
}

/** Today's and this week's count of leads or bookings, each with its change against the period before. */
export function FunnelCounts({ today, week }: { today: HomeCount; week: HomeCount }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <Figure label="Hoje" count={today} period="day" />
      <Figure label="Esta semana" count={week} period="week" />
    </Box>
  );
}
