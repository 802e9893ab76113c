import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { EDITING_PRESENCE_MESSAGES } from '@alicerce/domain';

import type { EditingPresence } from './use-editing-presence';

type Props = { presence: EditingPresence; /** Where 'Voltar' leads (the editor's list). */ backTo: string };

/**
 * Above an editor's form: who else is editing and since when, with 'Abrir somente leitura', 'Assumir a edição' and
 * 'Voltar'; or, once read-only, a short reminder with 'Assumir a edição'; or who took this tab's editing over.
 */
export function PresenceBanner({ presence, backTo }: Props) {
  const { state, holder, takenOver } = presence;
  if (state === 'editing') return null;
  const takeOver = (
    <Button color="inherit" size="small" onClick={() => void presence.takeOver()}>
      Assumir a edição
    </Button>
  );
  const back = (
    <Button color="inherit" size="small" component={RouterLink} to={backTo}>
      Voltar
    </Button>
  );
  const message =
    state === 'taken-over' && takenOver
      ? EDITING_PRESENCE_MESSAGES.takenOver(takenOver.name, takenOver.at)
      : holder
        ? `${EDITING_PRESENCE_MESSAGES.editingSince(holder)}${state === 'read-only' ? ' Você está vendo este registro somente para leitura.' : ''}`
        : null;
  if (!message) return null;
  return (
    <Alert
      severity={state === 'taken-over' ? 'warning' : 'info'}
      role="status"
      // On a phone the choices go under the message, which keeps the whole width for the name and time.
      sx={{
        mt: 2,
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0, flexBasis: { xs: '100%', sm: 'auto' } },
      }}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {state === 'deciding' && (
            <Button color="inherit" size="small" onClick={presence.openReadOnly}>
              Abrir somente leitura
            </Button>
          )}
          {takeOver}
          {back}
        </Box>
      }
    >
      {message}
      {presence.error && <Box sx={{ mt: 0.5 }}>{presence.error}</Box>}
    </Alert>
  );
}
