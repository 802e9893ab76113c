import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Fab from '@mui/material/Fab';
import { useEffect } from 'react';

import { fetchIsAdmin } from '../api/get-current-role';

import { useEditMode } from './edit-mode-context';

/**
 * Loaded only when a session exists: asks the CMS who is signed in and, for an admin, shows the floating
 * 'Modo Edição' / 'Modo Visualização' switch. Anyone else sees nothing.
 */
export default function EditModeToggle() {
  const { enabled, setEnabled, canEdit, setCanEdit } = useEditMode();

  useEffect(() => {
    let active = true;
    fetchIsAdmin()
      .then((admin) => active && setCanEdit(admin))
      .catch(() => active && setCanEdit(false));
    return () => {
      active = false;
      setCanEdit(false);
      setEnabled(false);
    };
  }, [setCanEdit, setEnabled]);

  if (!canEdit) return null;
  return (
    <Fab
      variant="extended"
      color={enabled ? 'secondary' : 'primary'}
      onClick={() => setEnabled(!enabled)}
      aria-pressed={enabled}
      sx={{ position: 'fixed', left: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      {enabled ? <VisibilityIcon sx={{ mr: 1 }} /> : <EditIcon sx={{ mr: 1 }} />}
      {enabled ? 'Modo Visualização' : 'Modo Edição'}
    </Fab>
  );
}
