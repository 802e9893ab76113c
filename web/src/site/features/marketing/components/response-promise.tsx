import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The response-time promise ('Entraremos em contato em até 24 horas', 'Retornamos em até 2 horas'). */
export function ResponsePromise({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ScheduleIcon aria-hidden color="primary" />
      <Typography sx={{ fontWeight: 700 }}>{text}</Typography>
    </Stack>
  );
}
