import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { canSee, screenById, screenPath, screensFor, type ScreenId } from './screens';

type Props = { id: ScreenId; role: string | undefined; children: ReactNode };

/**
 * A dashboard screen for the roles that may use it; for another role, a clear pt-BR message and the way to a screen it
 * may use — never a blank page. The CMS refuses that role's requests anyway: this is what the person sees.
 */
export function ScreenGuard({ id, role, children }: Props) {
  const screen = screenById(id)!;
  if (canSee(screen, role)) return <>{children}</>;
  const first = screensFor(role)[0];
  return (
    <Alert severity="warning" role="alert" sx={{ maxWidth: 640 }}>
      <AlertTitle>Você não tem permissão para acessar esta tela</AlertTitle>A tela “{screen.label}” é só para administradores. Se precisar dela, peça
      acesso a um administrador em Equipe.
      {first && (
        <Button component={Link} to={screenPath(first.id)} color="primary" sx={{ display: 'flex', mt: 1.5, ml: -1, width: 'fit-content' }}>
          Ir para {first.label}
        </Button>
      )}
    </Alert>
  );
}
