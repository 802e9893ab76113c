import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** What a plan includes: a plain list, each line led by a check in the primary colour (plans, a launch's typologies). */
export function CheckList({ items, sx }: { items: readonly string[]; sx?: SxProps<Theme> }) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, alignContent: 'start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1 }}>
          <CheckIcon aria-hidden color="primary" fontSize="small" sx={{ mt: 0.25 }} />
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
