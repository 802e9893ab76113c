import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';

import { MOBILE_BAR_HEIGHT } from '@/site/components/layout/mobile-action-bar';

/** The switch's room: its offset from the screen's bottom, its height, and a gap above it. */
const OFFSET = 24;
const ROOM = OFFSET + 48 + 16;

/**
 * The floating 'Modo Edição' / 'Modo Visualização' switch (spec §2), shown to admins only; above a phone's action
 * bar. The page gets its room at the end (a block after the footer), so at the bottom of the page the switch covers
 * none of the footer's text.
 */
export default function EditModeToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  return (
    <>
      <Box aria-hidden="true" sx={{ height: ROOM }} />
      <Fab
        variant="extended"
        color={enabled ? 'secondary' : 'primary'}
        onClick={onToggle}
        aria-pressed={enabled}
        sx={{ position: 'fixed', left: OFFSET, bottom: { xs: MOBILE_BAR_HEIGHT + 16, sm: OFFSET }, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        {enabled ? <VisibilityIcon sx={{ mr: 1 }} /> : <EditIcon sx={{ mr: 1 }} />}
        {enabled ? 'Modo Visualização' : 'Modo Edição'}
      </Fab>
    </>
  );
}
