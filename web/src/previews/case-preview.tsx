import Box from '@mui/material/Box';

import type { RenderCasePreview } from '@/admin/features/cases';
import { CaseCard, type Media } from '@/site/features/cases';

const asMedia = (file: { url: string; alternativeText?: string | null } | null): Media | null =>
  file && { url: file.url, width: null, height: null, alternativeText: file.alternativeText ?? null, formats: null };

/** A case in the dashboard's editor, drawn by the card of the public /cases grid from what the form holds. */
export const casePreview: RenderCasePreview = (item) => (
  <Box sx={{ maxWidth: 380, mx: 'auto' }}>
    <CaseCard item={{ ...item, image: asMedia(item.image), chart: asMedia(item.chart), gallery: item.gallery.map((file) => asMedia(file)!) }} eager />
  </Box>
);
