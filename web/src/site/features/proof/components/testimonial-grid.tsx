import Box from '@mui/material/Box';

import type { Testimonial } from '../types';

import { paintWhenNear } from '@/site/components/ui/paint-when-near';
import { TestimonialQuote } from './testimonial-quote';

/**
 * The home page's testimonials: the first as the lead quote, large, and the next ones beside it on a wide screen
 * (one column on a phone), separated by a fine rule rather than boxed.
 */
export function TestimonialGrid({ items }: { items: Testimonial[] }) {
  const [lead, ...others] = items;
  if (!lead) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 5, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: others.length > 0 ? '7fr 5fr' : '1fr' },
        alignItems: 'start',
        maxWidth: others.length > 0 ? undefined : '60rem',
        mx: 'auto',
        ...paintWhenNear(640),
      }}
    >
      <TestimonialQuote item={lead} lead />
      {others.length > 0 && (
        <Box sx={{ display: 'grid', gap: 4, pl: { md: 6 }, borderLeft: { md: 1 }, borderColor: { md: 'divider' } }}>
          {others.map((item, index) => (
            <Box key={item.documentId} sx={index > 0 ? { pt: 4, borderTop: 1, borderColor: 'divider' } : undefined}>
              <TestimonialQuote item={item} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
