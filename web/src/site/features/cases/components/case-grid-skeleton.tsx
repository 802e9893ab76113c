import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';

const CARDS = 6;

/**
 * Grey cards in the shape of the case grid (image 3:2, chips, title, two lines, the button), shown where the cases
 * will appear while the browser asks the CMS for them — the page was built without them (the CMS was unreachable).
 * The status line above says 'Carregando cases...' for screen readers; the cards themselves are hidden from them.
 */
export function CaseGridSkeleton() {
  return (
    <Box
      aria-hidden="true"
      {...dataAttr(CASES.skeleton)}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: CARDS }, (_, index) => (
        <Card key={index} variant="outlined" sx={{ display: { xs: index < 2 ? 'block' : 'none', md: index < 4 ? 'block' : 'none', lg: 'block' } }}>
          <Skeleton variant="rectangular" animation="wave" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
              <Skeleton variant="rounded" animation="wave" width={72} height={24} />
              <Skeleton variant="rounded" animation="wave" width={96} height={24} />
            </Box>
            <Skeleton animation="wave" sx={{ fontSize: '1.25rem' }} width="80%" />
            <Skeleton animation="wave" />
            <Skeleton animation="wave" width="60%" />
            <Skeleton variant="rounded" animation="wave" width={128} height={36} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
