import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { ConsentCategory, SettingKey } from '@alicerce/domain';
import type { ConflictFields } from '@/admin/components/edit-conflict/three-way';
import { useEditConflict } from '@/admin/components/edit-conflict/use-edit-conflict';
import { HistoryButton } from '@/admin/components/history/history-button';
import { useFormToasts } from '@/shared/lib/toast';
import { versionOf } from '@/admin/lib/version-headers';
import { MONOSPACE_FONT } from '@/shared/theme/monospace';

import { toCategory, type ScriptSetting } from '../api/get-site-settings';
import { useSaveSiteSetting } from '../api/save-site-setting';

import { ConsentCategorySelect } from './consent-category-select';
import { RefusedRequestsAlert } from './refused-requests-alert';

type Props = { settingKey: SettingKey; label: string; helper: string; initial: ScriptSetting };

/** What the field edits, as the conflict view compares it. */
type ScriptValues = { setting_value: string; consent_category: ConsentCategory };

/**
 * One script text area and its consent category, with its own 'Salvar' (upsert by setting_key, sent with the version
 * loaded — or as new when none was stored — and the conflict view when someone saved it meanwhile). Below it, what
 * the site's security policy will refuse of the saved snippet.
 */
export function ScriptSettingField({ settingKey, label, helper, initial }: Props) {
  const toast = useFormToasts();
  const save = useSaveSiteSetting();
  const [value, setValue] = useState(initial.value);
  const [saved, setSaved] = useState(initial.value);
  const [category, setCategory] = useState<ConsentCategory>(initial.category);
  const fields: ConflictFields<ScriptValues> = { setting_value: { label }, consent_category: { label: 'Categoria de consentimento' } };
  const edit = useEditConflict<ScriptValues>({
    draft: { subject: 'site_setting', documentId: settingKey },
    version: initial.version,
    base: { setting_value: initial.value, consent_category: initial.category },
    fields,
    fromDocument: (row) => ({
      setting_value: typeof row.setting_value === 'string' ? row.setting_value : '',
      consent_category: toCategory(row.consent_category),
    }),
    read: () => ({ setting_value: value, consent_category: category }),
    apply: ({ baseline, values }) => {
      setSaved(baseline.setting_value);
      setValue(values.setting_value);
      setCategory(values.consent_category);
    },
    resave: () => submit(),
  });

  /** A version restored from the history: the field holds it as stored, with its new version. */
  const restored = (row: Record<string, unknown>) => {
    const stored = {
      setting_value: typeof row.setting_value === 'string' ? row.setting_value : '',
      consent_category: toCategory(row.consent_category),
    };
    edit.saved(versionOf(row), stored);
    setSaved(stored.setting_value);
    setValue(stored.setting_value);
    setCategory(stored.consent_category);
  };

  const submit = () =>
    save.mutate(
      { input: { setting_key: settingKey, setting_value: value, consent_category: category }, precondition: edit.precondition() },
      {
        onSuccess: (row, { input }) => {
          edit.saved(row?.version ?? null, { setting_value: input.setting_value, consent_category: category });
          setSaved(input.setting_value);
          toast.success('Configuração salva com sucesso!');
        },
        onError: (error) => {
          if (!edit.conflict(error)) toast.error('Erro ao salvar configuração', error.message);
        },
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
      <Stack direction="row" spacing={1} sx={{ alignSelf: 'flex-start' }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending} aria-label={`Salvar ${label}`}>
          {save.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
        <HistoryButton
          disabled={save.isPending}
          context={label}
          config={{
            subject: 'site_setting',
            documentId: initial.documentId,
            version: () => edit.precondition().version,
            labels: fields,
            dirty: value !== saved,
            onRestored: restored,
          }}
        />
      </Stack>
      <RefusedRequestsAlert markup={saved} />
      {edit.dialog}
    </Stack>
  );
}
