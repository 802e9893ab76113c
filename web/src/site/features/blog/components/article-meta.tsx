import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatArticleDate, readingTimeLabel } from '../lib/format';
import type { Article } from '../types';

type Props = Pick<Article, 'category' | 'published_date' | 'reading_time'> & { size?: 'small' | 'medium' };

/** Category badge, publication date (pt-BR) and reading time. */
export function ArticleMeta({ category, published_date, reading_time, size = 'small' }: Props) {
  const iconSx = { fontSize: '1rem', mr: 0.5, verticalAlign: 'text-bottom' } as const;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip label={category} color="secondary" size={size} />
      <Typography variant="body2" color="text.secondary">
        <CalendarTodayIcon aria-hidden sx={iconSx} />
        <time dateTime={published_date}>{formatArticleDate(published_date)}</time>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <AccessTimeIcon aria-hidden sx={iconSx} />
        {readingTimeLabel(reading_time)}
      </Typography>
    </Stack>
  );
}
