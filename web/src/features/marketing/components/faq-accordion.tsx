import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { Faq } from '../content/faqs';

/** Questions as H3 accordion headers; answers stay in the prerendered HTML (collapsed). */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const baseId = useId();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {faqs.map((faq, index) => {
        const id = `${baseId}-faq-${index}`;
        return (
          <Accordion key={faq.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-content`}>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
