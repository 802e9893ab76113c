import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import type { Stat } from '../content/stats';

import { accentText } from './accent-text';
import { Section } from './section';

type Props = { stats: readonly Stat[]; title?: string; tone?: 'default' | 'paper' };

/** Big numbers with short labels, as a description list. */
export function StatsSection({ stats, title = 'Resultados que falam por nós', tone = 'paper' }: Props) {
  return (
    <Section title={title} tone={tone}>
      <Grid container component="dl" spacing={3} sx={{ m: 0 }}>
        {stats.map((stat) => (
          // Number shown above its label; the DOM keeps the term (label) before its value.
          <Grid
            key={stat.label}
            size={{ xs: 6, md: 3 }}
            sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', textAlign: 'center' }}
          >
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              sx={[{ m: 0, fontSize: { xs: 'clamp(1.5rem, 8vw, 2rem)', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.1, whiteSpace: 'nowrap' }, accentText]}
            >
              {stat.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
