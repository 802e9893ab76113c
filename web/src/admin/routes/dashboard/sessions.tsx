import Typography from '@mui/material/Typography';

import { SessionList } from '@/admin/components/sessions/session-list';
import { DashboardScreenRoute } from '@/admin/shell/dashboard-screen';
import { screenMeta } from '@/admin/shell';

export const meta = () => screenMeta('sessoes');

const MINE = { kind: 'mine' } as const;

export default function SessionsScreenRoute() {
  return (
    <DashboardScreenRoute id="sessoes">
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Sessões
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        Onde sua conta está conectada. Não reconhece um navegador ou endereço? Encerre a sessão e troque sua senha.
      </Typography>
      <SessionList owner={MINE} />
    </DashboardScreenRoute>
  );
}
