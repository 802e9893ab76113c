import Typography from '@mui/material/Typography';
import { format } from 'date-fns';

import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * 'Última atualização: dd/mm/aaaa' with today's date, computed at render time (spec: "today's date").
 * The prerendered HTML holds the build date; after hydration the line remounts (new key) so the
 * visitor sees the day they read it, without a hydration mismatch error.
 */
export function LastUpdated() {
  const hydrated = useIsHydrated();
  const today = format(new Date(), 'dd/MM/yyyy');
  return (
    <Typography key={hydrated ? 'browser' : 'prerender'} variant="body2" color="text.secondary" suppressHydrationWarning>
      Última atualização: {today}
    </Typography>
  );
}
