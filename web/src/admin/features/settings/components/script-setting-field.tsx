import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { ConsentCategory, SettingKey } from '@alicerce/domain';
import { useFormToasts } from '@/lib/toast';
import { MONOSPACE_FONT } from '@/theme/monospace';

import type { ScriptSetting } from '../api/get-site-settings';
import { useSaveSiteSetting } from '../api/save-site-setting';

import { ConsentCategorySelect } from './consent-category-select';
import { RefusedRequestsAlert } from './refused-requests-alert';

type Props = { settingKey: SettingKey; label: string; helper: string; initial: ScriptSetting };

/**
 * One script text area and its consent category, with its own 'Salvar' (upsert by setting_key). Below it, what the
 * site's security policy will refuse of the saved snippet.
 */
export function ScriptSettingField({ settingKey, label, helper, initial }: Props) {
  const toast = useFormToasts();
  const save = useSaveSiteSetting();
  const [value, setValue] = useState(initial.value);
  const [saved, setSaved] = useState(initial.value);
  const [category, setCategory] = useState<ConsentCategory>(initial.category);

  const submit = () =>
    save.mutate(
      { setting_key: settingKey, setting_value: value, consent_category: category },
      {
        onSuccess: (_data, input) => {
          setSaved(input.setting_value);
          toast.success('Configuração salva com sucesso!');
        },
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
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE_FONT } } }}
      />
      <ConsentCategorySelect id={`${settingKey}-consent-category`} value={category} onChange={setCategory} />
      <Button variant="contained" onClick={submit} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }} aria-label={`Salvar ${label}`}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
      <RefusedRequestsAlert markup={saved} />
    </Stack>
  );
}
