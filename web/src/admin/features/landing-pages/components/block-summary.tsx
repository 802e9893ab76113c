import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { get, useFormState, useWatch } from 'react-hook-form';

import { errorCount } from '../lib/block-errors';

import { at, type BlockFormProps } from './blocks/block-field';

/** What a closed block says of itself: its title (a hero's first headline), the first words that fit. */
const headlineOf = (block: unknown) => {
  const { title, variants } = (block ?? {}) as { title?: string; variants?: Array<{ headline?: string }> };
  return (variants?.[0]?.headline ?? title ?? '').trim();
};

/** A closed block's line: its title or first words on one line, and how many of its fields are refused, if any. */
export function BlockSummary({ control, index }: BlockFormProps) {
  const name = at('blocks', index);
  const block = useWatch({ control, name }) as unknown;
  const { errors } = useFormState({ control, name });
  const count = errorCount(get(errors, name));
  const text = headlineOf(block);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontStyle: text ? undefined : 'italic' }}
      >
        {text || 'Sem título'}
      </Typography>
      {count > 0 && <Chip size="small" color="error" label={count === 1 ? '1 erro' : `${count} erros`} />}
    </Box>
  );
}
