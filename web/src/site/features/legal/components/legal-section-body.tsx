import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { LegalBlock } from '../content/types';

/** Paragraphs and bulleted lists of one legal section. */
export function LegalSectionBody({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} sx={{ mb: 2 }}>
            {block}
          </Typography>
        ) : (
          <Box component="ul" key={index} sx={{ mt: 0, mb: 2, pl: 3, display: 'grid', gap: 0.75 }}>
            {block.map((item) => (
              <Typography component="li" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
