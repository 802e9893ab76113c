import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { Metric } from '../lib/metrics';

type Props = { metrics: Metric[]; /** Card: two compact tiles; dialog: all metrics, larger. */ dense?: boolean };

/**
 * Result metrics as a description list (name → figure). The figure sits on top of its name, level with its
 * neighbours' (a name of two lines grows its tile downwards); figures are smaller on a phone so that 'R$ 27,8 mi'
 * (dialog) and '3,2 milhões' (card) keep to one line at 320 px.
 */
export function CaseMetrics({ metrics, dense = false }: Props) {
  if (metrics.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: dense ? 1.5 : { xs: 1.5, sm: 2 },
        gridTemplateColumns: dense ? 'repeat(2, minmax(0, 1fr))' : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {metrics.map((metric) => (
        <Box
          key={metric.label}
          data-testid="case-metric"
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            p: dense ? { xs: 1, sm: 1.25 } : { xs: 1.5, sm: 2 },
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {metric.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              color: 'primary.main',
              fontSize: dense ? { xs: '0.95rem', sm: '1.05rem' } : { xs: '1.05rem', sm: '1.2rem', md: '1.35rem' },
            }}
          >
            {metric.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
