import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import type { Service } from '../content/services';

import { accentText } from './accent-text';
import { MarketingIcon } from './marketing-icon';

/** Service cards with their monthly starting price; services flagged `showOnCards: false` are left out. */
export function ServicePriceCards({ services }: { services: readonly Service[] }) {
  const shown = services.filter((service) => service.showOnCards);
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((service) => (
        <Grid key={service.title} component="li" size={{ xs: 12, md: 12 / Math.min(shown.length, 3) }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}>
              <MarketingIcon name={service.icon} color="primary" sx={{ fontSize: 40, mb: 2 }} />
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {service.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3, flexGrow: 1 }}>
                {service.text}
              </Typography>
              <Typography sx={[{ fontWeight: 700, fontSize: '1.1rem' }, accentText]}>{service.priceLabel}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
