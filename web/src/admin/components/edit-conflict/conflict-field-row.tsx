import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

import { ConflictValue } from './conflict-value';
import type { FieldChange } from './three-way';

type Props = {
  change: FieldChange;
  /** Who saved the newer version: 'Ana' (or 'outra pessoa'). */
  who: string;
  pick: 'mine' | 'theirs';
  onPick: (side: 'mine' | 'theirs') => void;
};

/**
 * One changed field of the conflict view: changed only by them (taken), only by me (kept), or by both — then the
 * person picks 'Minha versão' or 'Versão de <nome>' (mine by default), each with its value.
 */
export function ConflictFieldRow({ change, who, pick, onPick }: Props) {
  const theirs = `Versão de ${who}`;
  return (
    <Box component="li" aria-label={change.label} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="subtitle2" component="h3">
        {change.label}
      </Typography>
      {change.kind === 'theirs' && (
        <>
          <Typography variant="body2" color="text.secondary">{`Alterado por ${who}: será mantido`}</Typography>
          <ConflictValue change={change} value={change.theirs} side={theirs} />
        </>
      )}
      {change.kind === 'mine' && (
        <>
          <Typography variant="body2" color="text.secondary">
            Alterado por você: será mantido
          </Typography>
          <ConflictValue change={change} value={change.mine} side="Minha versão" />
        </>
      )}
      {change.kind === 'both' && (
        <>
          <Typography variant="body2" color="warning.main">{`Alterado por você e por ${who}: escolha qual manter`}</Typography>
          <RadioGroup aria-label={`Qual versão de ${change.label} manter`} value={pick} onChange={(_, value) => onPick(value as 'mine' | 'theirs')}>
            <FormControlLabel
              value="mine"
              control={<Radio />}
              label={<ConflictValue change={change} value={change.mine} side="Minha versão" />}
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            />
            <FormControlLabel
              value="theirs"
              control={<Radio />}
              label={<ConflictValue change={change} value={change.theirs} side={theirs} />}
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          </RadioGroup>
        </>
      )}
    </Box>
  );
}
