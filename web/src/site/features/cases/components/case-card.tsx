import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { paintWhenNear } from '@/site/components/ui/paint-when-near';
import { paths } from '@/shared/config/paths';
import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';
import { cardMetrics } from '../lib/metrics';
import type { Case } from '../types';

import { CaseCardMedia } from './case-card-media';
import { CaseMetrics } from './case-metrics';

type Props = { item: Case; eager?: boolean };

/**
 * One case in the grid: images, platform, title, client, clamped description, two metrics, 'Ver Detalhes' — a link
 * to the case's own page, which the /cases island opens in its dialog instead.
 */
export function CaseCard({ item, eager = false }: Props) {
  const titleId = `case-${item.slug}-title`;
  return (
    // The cards after the first are painted, and their pictures fetched, as they near the screen.
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(eager ? {} : paintWhenNear(560)) }}
    >
      <CaseCardMedia item={item} eager={eager} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Chip label={item.platform} color="primary" size="small" sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {item.client_name}
        </Typography>
        <Typography
          variant="body2"
          data-testid="case-short-description"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.short_description}
        </Typography>
        <CaseMetrics metrics={cardMetrics(item.results)} dense />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={paths.caseStudy(item.slug)} {...dataAttr(CASES.open, item.slug)} variant="contained" fullWidth aria-describedby={titleId}>
          Ver Detalhes
        </Button>
      </CardActions>
    </Card>
  );
}
