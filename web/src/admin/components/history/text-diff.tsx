import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

import { MONOSPACE_FONT } from '@/shared/theme/monospace';

import { visuallyHidden } from '../visually-hidden';

import type { DiffPart } from './word-diff';

/** How an insertion and a deletion look: tinted from the theme's success and error colours, underlined or struck. */
const marks = {
  ins: (theme: Theme) => ({
    bgcolor: theme.alpha(theme.palette.success.main, 0.16),
    color: 'text.primary',
    textDecoration: 'underline',
    textDecorationColor: theme.palette.success.main,
  }),
  del: (theme: Theme) => ({
    bgcolor: theme.alpha(theme.palette.error.main, 0.14),
    color: 'text.primary',
    textDecoration: 'line-through',
    textDecorationColor: theme.palette.error.main,
  }),
};

/** What a screen reader says before a change (the tint and the line are visual only). */
const SPOKEN = { ins: ' incluído: ', del: ' removido: ' } as const;

/** One removed or added run, as <del> / <ins>, announced as 'removido:' / 'incluído:'. */
function Change({ kind, text }: { kind: 'ins' | 'del'; text: string }) {
  return (
    <Box component={kind} sx={(theme) => ({ ...marks[kind](theme), borderRadius: 0.5, px: 0.25 })}>
      <Box component="span" sx={visuallyHidden}>
        {SPOKEN[kind]}
      </Box>
      {text}
    </Box>
  );
}

/** A text with the words removed and added marked in place (the word diff of a field). */
export function TextDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <Box component="p" sx={{ m: 0, typography: 'body2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.kind === 'same' ? <span key={index}>{part.text}</span> : <Change key={index} kind={part.kind} text={part.text} />,
      )}
    </Box>
  );
}

/** Lines (a JSON pretty-print) with the removed and added ones marked, in the panel's code type. */
export function LineDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label="Diferenças em JSON"
      sx={{
        m: 0,
        typography: 'caption',
        fontFamily: MONOSPACE_FONT,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 320,
        overflowY: 'auto',
      }}
    >
      {parts.map((part, index) =>
        part.kind === 'same' ? <span key={index}>{part.text}</span> : <Change key={index} kind={part.kind} text={part.text} />,
      )}
    </Box>
  );
}
