import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

import { Island } from '@/site/lib/islands/island';
import { dataAttr, selector } from '@/site/lib/islands/selectors';

import { ROTATING_WORD, type WordMotion } from '../lib/rotating-word-selectors';

import { accentText } from './accent-text';

// The new word slides up from slightly dimmed, never from nothing: the headline never reads "…para sua ___".
const slideIn = keyframes`
  from { opacity: 0.45; transform: translateY(0.2em); }
  to { opacity: 1; transform: none; }
`;

type Props = { words: readonly string[]; intervalMs: number };

/**
 * The word that rotates at the end of the home H1 (rotating-word-island.ts changes it). On its own line so a longer
 * word never reflows the hero. With reduced motion the word still changes, without the fade.
 */
export function RotatingWord({ words, intervalMs }: Props) {
  return (
    <Island name="rotating-word" props={{ words, intervalMs }} when="visible" inline>
      <Box
        component="span"
        data-testid="rotating-word"
        {...dataAttr(ROTATING_WORD.motion, 'none' satisfies WordMotion)}
        aria-live="off"
        sx={[
          accentText,
          {
            display: 'block',
            [`&${selector(ROTATING_WORD.motion, 'fade' satisfies WordMotion)}`]: { animation: `${slideIn} 400ms ease-out` },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
          },
        ]}
      >
        {words[0]}
      </Box>
    </Island>
  );
}
