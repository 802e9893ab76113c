import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The in-page anchor of a section's heading (the editor's jump list links to it): 'Quem disse' → 'secao-quem-disse'. */
export const sectionAnchor = (title: string) =>
  `secao-${title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * A titled group of an editor's fields ('Dados', 'História', …), a region named by its heading. Its heading is the
 * target of the editor's jump list and stops below the editor's sticky header.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = sectionAnchor(title);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' } }}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h3"
        tabIndex={-1}
        sx={{ fontWeight: 700, mb: 2, scrollMarginTop: 176, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
