import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Fab from '@mui/material/Fab';

import { MOBILE_BAR_HEIGHT } from '@/components/layout/mobile-action-bar';

/** The floating 'Modo Edição' / 'Modo Visualização' switch (spec §2), shown to admins only; above a phone's action bar. */
export default function EditModeToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  return (
    <Fab
      variant="extended"
      color={enabled ? 'secondary' : 'primary'}
      onClick={onToggle}
      aria-pressed={enabled}
      sx={{ position: 'fixed', left: 24, bottom: { xs: MOBILE_BAR_HEIGHT + 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      {enabled ? <VisibilityIcon sx={{ mr: 1 }} /> : <EditIcon sx={{ mr: 1 }} />}
      {enabled ? 'Modo Visualização' : 'Modo Edição'}
    </Fab>
  );
}
