import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { failingSummaryQuery } from '../api/get-deliveries';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/**
 * Above every dashboard screen, for admins: a warning while any e-mail or webhook has been failing for more than 15
 * minutes (the CMS's summary, asked again every minute), with the way to 'Envios'.
 */
export function FailingDeliveriesBanner({ enviosPath }: { enviosPath: string }) {
  const summary = useQuery(failingSummaryQuery());
  const failing = summary.data?.failing ?? 0;
  if (!failing) return null;
  const since = summary.data?.since ? ` desde ${dateTime.format(new Date(summary.data.since))}` : '';
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={Link} to={enviosPath} color="inherit" size="small">
          Ver envios
        </Button>
      }
    >
      {failing === 1 ? '1 envio está falhando' : `${failing} envios estão falhando`} há mais de 15 minutos{since}: leads ou agendamentos podem não ter
      chegado a quem precisa.
    </Alert>
  );
}
