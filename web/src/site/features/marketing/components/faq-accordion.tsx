import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { Island } from '@/site/lib/islands/island';

import type { Faq } from '../content/faqs';

/**
 * Questions as H3 headers holding a button that shows or hides the answer (the WAI accordion pattern; wired by
 * accordion-island.ts). The answers are in the HTML; once the island runs they are hidden "until found", so the
 * browser's find-in-page opens them.
 */
export function FaqAccordion({ faqs, idPrefix = 'faq' }: { faqs: readonly Faq[]; idPrefix?: string }) {
  return (
    <Island name="accordion" when="load">
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        {faqs.map((faq, index) => {
          const id = `${idPrefix}-${index + 1}`;
          return (
            <Paper key={faq.question} square variant="outlined" sx={{ '& + &': { borderTop: 0 } }}>
              <Typography component="h3" sx={{ m: 0 }}>
                <ButtonBase
                  id={`${id}-pergunta`}
                  aria-expanded="false"
                  aria-controls={`${id}-resposta`}
                  sx={{
                    width: '100%',
                    justifyContent: 'space-between',
                    gap: 2,
                    px: 2,
                    py: 1.5,
                    minHeight: 48,
                    textAlign: 'left',
                    font: 'inherit',
                    fontWeight: 600,
                    '& svg': { transition: 'transform 150ms', flexShrink: 0 },
                    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
                  }}
                >
                  {faq.question}
                  <ExpandMoreIcon aria-hidden />
                </ButtonBase>
              </Typography>
              {/* The padding is the answer's, not the panel's: a panel hidden "until found" keeps its own box's. */}
              <Box id={`${id}-resposta`} role="region" aria-labelledby={`${id}-pergunta`} hidden>
                <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                  {faq.answer}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Island>
  );
}
