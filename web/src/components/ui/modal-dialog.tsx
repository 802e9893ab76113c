import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  /** The dialog's accessible name: the id of its title, or a label. */
  labelledBy?: string;
  label?: string;
  /** `side`: a drawer on the right edge (the mobile menu); `center`: a dialog card. */
  placement?: 'side' | 'center';
  maxWidth?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

const placements: Record<'side' | 'center', SxProps<Theme>> = {
  side: { inset: '0 0 0 auto', height: '100dvh', maxHeight: '100dvh', width: 280, maxWidth: '85vw', m: 0, borderRadius: 0 },
  center: { width: 'calc(100% - 32px)', maxHeight: 'calc(100dvh - 64px)', m: 'auto' },
};

/**
 * A modal dialog in the prerendered HTML, closed until lib/dom/dialog.ts opens it: the browser's own <dialog>
 * (top layer, focus kept inside, Esc, the page behind inert), drawn as an MUI paper. It costs no JavaScript
 * until it is opened.
 */
export function ModalDialog({ id, labelledBy, label, placement = 'center', maxWidth = 600, sx, children }: Props) {
  return (
    <Paper
      component="dialog"
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      elevation={16}
      sx={[
        {
          p: 0,
          border: 0,
          color: 'text.primary',
          overflowY: 'auto',
          maxWidth,
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        },
        placements[placement],
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
