import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import type { ServiceHighlight } from '../content/content-types';

import { MarketingIcon } from './marketing-icon';

type Props = { items: readonly ServiceHighlight[]; columns?: 3 | 4 };

/** Icon + title + text cards (home services, marketing strategies). Titles are H3 under the section's H2. */
export function HighlightCards({ items, columns = 3 }: Props) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.title} component="li" size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <MarketingIcon name={item.icon} color="primary" sx={{ fontSize: 40, mb: 2 }} />
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary">{item.text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
