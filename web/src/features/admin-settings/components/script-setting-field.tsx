import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { SettingKey } from '@alicerce/domain';
import { useToast } from '@/lib/toast';

import { useSaveSiteSetting } from '../api/save-site-setting';

type Props = { settingKey: SettingKey; label: string; helper: string; initial: string };

/** One script text area with its own 'Salvar' (upsert by setting_key). */
export function ScriptSettingField({ settingKey, label, helper, initial }: Props) {
  const toast = useToast();
  const save = useSaveSiteSetting();
  const [value, setValue] = useState(initial);

  const submit = () =>
    save.mutate(
      { setting_key: settingKey, setting_value: value },
      {
        onSuccess: () => toast.success('Configuração salva com sucesso!'),
        onError: (error) => toast.error('Erro ao salvar configuração', error.message),
      },
    );

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        helperText={helper}
        multiline
        minRows={5}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button variant="contained" onClick={submit} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} aria-label={`Salvar ${label}`}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
    </Stack>
  );
}
