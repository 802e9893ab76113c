import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useToast } from '@/shared/lib/toast';

import { saveSecondFactorPolicy, secondFactorPolicyQuery } from '../api/second-factor-policy';

/** The setting 'Exigir segundo fator para administradores' (enforced by the CMS on every admin request). */
export function SecondFactorPolicySwitch() {
  const toast = useToast();
  const client = useQueryClient();
  const policy = useQuery(secondFactorPolicyQuery());
  const [busy, setBusy] = useState(false);
  if (policy.data === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={policy.data}
            disabled={busy}
            onChange={async (event) => {
              const next = event.target.checked;
              setBusy(true);
              try {
                await saveSecondFactorPolicy(next);
                await client.invalidateQueries({ queryKey: ['second-factor'] });
                toast.success(next ? 'Segundo fator exigido para administradores.' : 'Segundo fator não é mais exigido para administradores.');
              } catch (error) {
                toast.error('Erro ao salvar a configuração', (error as Error).message);
              }
              setBusy(false);
            }}
          />
        }
        label="Exigir segundo fator para administradores"
      />
      <FormHelperText>
        Ligado, um administrador sem verificação em duas etapas só consegue ativá-la: o painel e a API recusam todo o resto até lá.
      </FormHelperText>
    </Paper>
  );
}
