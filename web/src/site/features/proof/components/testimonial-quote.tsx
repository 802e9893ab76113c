import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

import { paths } from '@/shared/config/paths';

import type { Testimonial } from '../types';

import { Portrait } from './portrait';

type Props = {
  item: Testimonial;
  /** The lead quote of a section: larger type and face. */
  lead?: boolean;
  /** On the case's own page the link to it is left out. */
  linkToCase?: boolean;
};

/**
 * A client's words with a face: the quote (plain text, never HTML) in a <blockquote>, and in the <figcaption> the
 * person's portrait, name, job title and company, and a link to the case it belongs to.
 */
export function TestimonialQuote({ item, lead = false, linkToCase = true }: Props) {
  const linked = linkToCase ? item.case : null;
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: lead ? 3 : 2 }}>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          position: 'relative',
          pt: lead ? 4.5 : 3.5,
          // The opening quote mark, drawn in the action colour above the text; the text itself carries no quote marks.
          '&::before': {
            content: '"“"',
            position: 'absolute',
            top: 0,
            left: -4,
            fontSize: lead ? '4.5rem' : '3.5rem',
            fontWeight: 800,
            lineHeight: 1,
            color: 'secondary.main',
          },
        }}
      >
        <Typography
          component="p"
          sx={{
            whiteSpace: 'pre-line',
            textWrap: 'pretty',
            fontSize: lead ? { xs: '1.2rem', md: '1.45rem' } : '1.05rem',
            lineHeight: lead ? 1.5 : 1.6,
            fontWeight: lead ? 500 : 400,
          }}
        >
          {item.quote}
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Portrait image={item.photo} name={item.author_name} size={lead ? 64 : 52} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {item.author_name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {`${item.author_role}, ${item.company}`}
          </Typography>
          {linked && (
            <Link href={paths.caseStudy(linked.slug)} variant="body2" sx={{ fontWeight: 700 }}>
              Ver o case
              <Box component="span" sx={visuallyHidden}>
                : {linked.title}
              </Box>
            </Link>
          )}
        </Box>
      </Box>
    </Box>
  );
}
