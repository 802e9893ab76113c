import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LandingBlockOf } from '@alicerce/domain';

import { CheckList } from '@/site/components/ui/check-list';

/** The typologies of the development: one card per plan (area, bedrooms, price from, what it has). */
export function LandingPlans({ block }: { block: LandingBlockOf<'plans'> }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(280px, 1fr))' } }}
    >
      {block.items.map((plan) => (
        <Card component="li" key={plan.name} sx={{ height: '100%' }}>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {plan.name}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main' }}>{plan.area}</Typography>
            {plan.bedrooms && <Typography color="text.secondary">{plan.bedrooms}</Typography>}
            {plan.price && <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{plan.price}</Typography>}
            {plan.features.length > 0 && <CheckList items={plan.features} sx={{ mt: 2 }} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
