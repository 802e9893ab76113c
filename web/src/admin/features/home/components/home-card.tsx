import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = { title: string; link?: { to: string; label: string }; children: ReactNode };

/** One block of Início: a titled region with its content and, at its foot, the way to its screen. */
export function HomeCard({ title, link, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h3">
        {title}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {link && (
        <Link component={RouterLink} to={link.to} variant="body2" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
          {link.label}
        </Link>
      )}
    </Paper>
  );
}

/** What a block says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
