import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { DiscardChangesDialog } from './discard-changes-dialog';
import { useUnsavedChanges } from './use-unsaved-changes';

type Props = {
  title: string;
  /** The form differs from what was opened: leaving asks 'Descartar alterações?' first. */
  dirty: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Closes at once (after 'Cancelar', or once a discard was confirmed). */
  onClose: () => void;
  children: ReactNode;
};

/**
 * The dashboard's edit view: a dialog (full screen on a phone) whose header keeps the title and Cancelar/Salvar in
 * sight while the form scrolls below it. Esc, a click outside, a route change or closing the tab ask before a changed
 * form is thrown away; 'Cancelar' is the explicit way out and closes at once.
 */
export function EditorDialog({ title, dirty, saving, onSubmit, onClose, children }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const blocker = useUnsavedChanges(dirty && !saving);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const routeWaiting = blocker.state === 'blocked';

  return (
    <Dialog open onClose={requestClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: { xs: 2, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}>
          <DialogTitle id={titleId} sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3 } }}>
            {title}
          </DialogTitle>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar'}
          </Button>
        </Box>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>{children}</DialogContent>
      </Box>
      <DiscardChangesDialog
        open={asking || routeWaiting}
        onKeep={() => (routeWaiting ? blocker.reset?.() : setAsking(false))}
        onDiscard={() => {
          if (routeWaiting) blocker.proceed?.();
          onClose();
        }}
      />
    </Dialog>
  );
}
