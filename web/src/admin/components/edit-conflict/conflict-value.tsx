import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { shownValue } from './describe-value';
import type { FieldChange } from './three-way';

type Props = { change: FieldChange; value: unknown; /** 'Minha versão', 'Versão de Ana'. */ side: string };

/** One side of a changed field: who it is, the value in a line, and the whole text behind 'Ver texto completo' when it is long. */
export function ConflictValue({ change, value, side }: Props) {
  const { short, full } = shownValue(change, value);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {side}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {short}
      </Typography>
      {full && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="body2" color="primary" sx={{ cursor: 'pointer' }}>
            Ver texto completo
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
            {full}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
