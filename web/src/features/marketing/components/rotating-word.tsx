import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useRotatingWord } from '../hooks/use-rotating-word';

import { accentText } from './accent-text';

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(0.25em); }
  to { opacity: 1; transform: none; }
`;

type Props = { words: readonly string[]; intervalMs: number };

/**
 * The word that rotates at the end of the home H1. On its own line so a longer word never
 * reflows the hero. With reduced motion the word still changes, without the fade.
 */
export function RotatingWord({ words, intervalMs }: Props) {
  const word = useRotatingWord(words, intervalMs);
  const reducedMotion = usePrefersReducedMotion();

  return (
    <Box
      component="span"
      // A new key restarts the fade for each word; with reduced motion the node is simply updated.
      key={reducedMotion ? 'static' : word}
      data-testid="rotating-word"
      data-motion={reducedMotion ? 'none' : 'fade'}
      aria-live="off"
      sx={[
        accentText,
        { display: 'block' },
        !reducedMotion && {
          animation: `${fadeUp} 400ms ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      ]}
    >
      {word}
    </Box>
  );
}
