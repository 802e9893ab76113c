import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { ResponsePromise } from './response-promise';

type Props = {
  title: string;
  text: string;
  /** Response-time promise shown under the text. */
  promise: string;
  form: ReactNode;
  tone?: 'default' | 'paper';
};

/** A lead-form section: pitch and response promise beside the form (stacked on small screens). */
export function FormSection({ title, text, promise, form, tone = 'default' }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'paper' ? 'background.paper' : 'background.default' }}
    >
      <Container>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.1rem' }}>
              {text}
            </Typography>
            <ResponsePromise text={promise} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>{form}</CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
