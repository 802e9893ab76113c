import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';

import { CONTENT_TYPES, pageContentFormSchema, type PageContentFormValues, type PageContentInput } from '@alicerce/domain';
import { useFormToasts } from '@/lib/toast';

import { useUpsertPageContent } from '../api/upsert-page-content';

type Props = { initial: PageContentFormValues; isNew: boolean; onSaved: (saved: PageContentInput) => void };

const FIELDS = ['section_key', 'content_type', 'content'] as const;

/** One section (spec §5 "Page content form"): key, type and JSON content, saved by upsert. */
export function SectionForm({ initial, isNew, onSaved }: Props) {
  const toast = useFormToasts();
  const upsert = useUpsertPageContent();
  const form = useForm<PageContentFormValues, unknown, PageContentInput>({ defaultValues: initial, resolver: zodResolver(pageContentFormSchema) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (input) =>
      upsert.mutate(input, {
        onSuccess: () => {
          toast.success('Conteúdo salvo com sucesso!');
          onSaved(input);
        },
        onError: (error) => toast.error('Erro ao salvar conteúdo', error.message),
      }),
    (invalid) => toast.error('Erro de validação', FIELDS.map((name) => invalid[name]?.message).find(Boolean)),
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Formulário da seção">
      <TextField
        label="Chave da seção"
        {...form.register('section_key', { setValueAs: (v: string) => v.toLowerCase() })}
        slotProps={{ htmlInput: { readOnly: !isNew } }}
        error={Boolean(errors.section_key)}
        helperText={errors.section_key?.message ?? 'Ex.: hero, final_cta'}
      />
      <Controller
        control={form.control}
        name="content_type"
        render={({ field, fieldState }) => (
          <TextField select label="Tipo de conteúdo" {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
            {CONTENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Conteúdo (JSON)"
        multiline
        minRows={10}
        {...form.register('content')}
        error={Boolean(errors.content)}
        helperText={errors.content?.message}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button type="submit" variant="contained" disabled={upsert.isPending} sx={{ alignSelf: 'flex-start' }}>
        {upsert.isPending ? 'Salvando...' : 'Salvar conteúdo'}
      </Button>
    </Stack>
  );
}
