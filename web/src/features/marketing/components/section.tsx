import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  intro?: string;
  /** Alternate backgrounds between consecutive sections. */
  tone?: 'default' | 'paper';
  children: ReactNode;
};

/** A page section with its H2, labelled by it for assistive technology. */
export function Section({ title, intro, tone = 'default', children }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'paper' ? 'background.paper' : 'background.default' }}
    >
      <Container>
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1.5 : 4, textAlign: { md: 'center' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 5, maxWidth: '65ch', mx: { md: 'auto' }, textAlign: { md: 'center' } }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
