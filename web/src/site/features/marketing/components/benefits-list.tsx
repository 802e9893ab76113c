import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import type { Benefit } from '../content/content-types';

/** Checklist of benefits in two columns on larger screens. */
export function BenefitsList({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {benefits.map((benefit) => (
        <Grid key={benefit.title} component="li" size={{ xs: 12, md: 6 }} sx={{ display: 'flex', gap: 2 }}>
          <CheckCircleIcon aria-hidden color="primary" sx={{ mt: 0.25 }} />
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              {benefit.title}
            </Typography>
            <Typography color="text.secondary">{benefit.text}</Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
