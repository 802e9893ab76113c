import Typography from '@mui/material/Typography';
import { format } from 'date-fns';

import { TODAY } from '@/site/components/ui/today-selectors';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

/**
 * 'Última atualização: dd/mm/aaaa' with today's date (spec: "today's date"). The prerendered HTML holds the build
 * date; its island writes the day the visitor reads it.
 */
export function LastUpdated() {
  return (
    <Island name="today" when="load">
      <Typography variant="body2" color="text.secondary">
        Última atualização:{' '}
        <time {...dataAttr(TODAY.date)} dateTime={format(new Date(), 'yyyy-MM-dd')}>
          {format(new Date(), 'dd/MM/yyyy')}
        </time>
      </Typography>
    </Island>
  );
}
