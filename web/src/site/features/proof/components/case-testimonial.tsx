import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { Testimonial } from '../types';

import { TestimonialQuote } from './testimonial-quote';

/** A case page's 'Depoimento do cliente': that case's testimonial on the sand band; nothing when it has none. */
export function CaseTestimonial({ item }: { item: Testimonial | null }) {
  const headingId = useId();
  if (!item) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Depoimento do cliente
      </Typography>
      <Box sx={{ bgcolor: 'brand.band', borderRadius: 4, px: { xs: 2.5, md: 5 }, py: { xs: 3, md: 4.5 } }}>
        <TestimonialQuote item={item} lead linkToCase={false} />
      </Box>
    </Box>
  );
}
