import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type DetailField = [label: string, value: ReactNode];

type Props = {
  /** 'Lead Ana Lima': the panel's heading. */
  title: string | null;
  /** Where the panel sits ('Funil › Leads › Ana Lima'), above its heading. */
  breadcrumbs?: ReactNode;
  fields: DetailField[];
  onClose: () => void;
};

/**
 * Everything about one lead or booking — what the table leaves out to fit the screen (message, origin, UTMs, click
 * IDs) and what a phone's card has no room for — in a panel at the side (the whole screen on a phone).
 */
export function RowDetails({ title, breadcrumbs, fields, onClose }: Props) {
  const headingId = useId();
  return (
    <Drawer
      anchor="right"
      open={title !== null}
      onClose={onClose}
      // Over the dashboard's header too (it sits above the navigation drawer), so the close button is never under it.
      sx={{ zIndex: 'modal' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: { xs: '100%', sm: 440 }, p: { xs: 2, sm: 3 } } } }}
    >
      {breadcrumbs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Fechar detalhes">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value ?? '—'}
            </Typography>
          </div>
        ))}
      </Box>
    </Drawer>
  );
}
