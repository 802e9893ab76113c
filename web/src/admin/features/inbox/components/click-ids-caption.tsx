import Typography from '@mui/material/Typography';

import { CLICK_ID_FIELDS } from '@alicerce/domain';

import type { ClickIds } from '../types';

/**
 * The ad click IDs a lead or booking came with (#15), one `name: value` line each under its origin; nothing when
 * none came. Long IDs wrap instead of widening the table.
 */
export function ClickIdsCaption({ row }: { row: ClickIds }) {
  const present = CLICK_ID_FIELDS.filter((field) => row[field]);
  if (present.length === 0) return null;
  return (
    <Typography
      component="dl"
      variant="caption"
      color="text.secondary"
      aria-label="IDs de clique de anúncio"
      sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}
    >
      {present.map((field) => (
        <div key={field}>
          <Typography component="dt" variant="caption" sx={{ display: 'inline', fontWeight: 600 }}>
            {field}:
          </Typography>{' '}
          <Typography component="dd" variant="caption" sx={{ display: 'inline', m: 0, overflowWrap: 'anywhere' }}>
            {row[field]}
          </Typography>
        </div>
      ))}
    </Typography>
  );
}
