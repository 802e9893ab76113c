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
  /**
   * Opened as a popover where the browser has them (site/lib/dom/dialog.ts `openPopover`): on top of the page with its
   * backdrop, closed by Esc, a tap outside or the focus leaving it, but not modal — opening a modal dialog makes the
   * whole page inert, and restyling every element of it was most of a tap on the menu at load on a slow phone.
   */
  popover?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

const placements: Record<'side' | 'center', SxProps<Theme>> = {
  side: { inset: '0 0 0 auto', height: '100dvh', maxHeight: '100dvh', width: 280, maxWidth: '85vw', m: 0, borderRadius: 0 },
  center: { width: 'calc(100% - 32px)', maxHeight: 'calc(100dvh - 64px)', m: 'auto' },
};

/**
 * A modal dialog in the prerendered HTML, closed until site/lib/dom/dialog.ts opens it: the browser's own <dialog>
 * (top layer, focus kept inside, Esc, the page behind inert), drawn as an MUI paper. It costs no JavaScript
 * until it is opened.
 */
export function ModalDialog({ id, labelledBy, label, placement = 'center', maxWidth = 600, popover = false, sx, children }: Props) {
  return (
    <Paper
      component="dialog"
      id={id}
      popover={popover ? 'auto' : undefined}
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
          // A <dialog> shown as a popover has no `open` attribute: drawn while it is showing, not by the dialog rule.
          '&:popover-open': { display: 'block' },
        },
        placements[placement],
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
