import Grid from '@mui/material/Grid';

import type { Plan } from '../content/plans';

import { PlanCard } from './plan-card';

/** The three plans side by side (stacked on small screens). */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  return (
    <Grid container spacing={{ xs: 4, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, pt: 1.5 }}>
      {plans.map((plan) => (
        <Grid key={plan.name} component="li" size={{ xs: 12, md: 4 }}>
          <PlanCard plan={plan} />
        </Grid>
      ))}
    </Grid>
  );
}
