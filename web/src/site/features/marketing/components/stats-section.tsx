import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import type { Stat } from '../content/stats';

import { Section, type SectionTone } from './section';

type Props = { stats: readonly Stat[]; title?: string; tone?: SectionTone };

/** The results band: big figures (tabular numerals) with short labels, as a description list, on the strong band. */
export function StatsSection({ stats, title = 'Resultados que falam por nós', tone = 'strong' }: Props) {
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
            <Typography component="dt" sx={{ fontWeight: 600, color: tone === 'strong' ? 'inherit' : 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                mb: 0.5,
                fontSize: { xs: 'clamp(1.75rem, 9vw, 2.25rem)', md: '3.25rem' },
                fontWeight: 800,
                lineHeight: 1.05,
                letterSpacing: '-0.03em',
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                color: tone === 'strong' ? 'brand.figure' : 'secondary.main',
              }}
            >
              {stat.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
