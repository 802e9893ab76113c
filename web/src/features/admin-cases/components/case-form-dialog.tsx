import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';

import { CASE_FORM_FIELDS, caseFormSchema, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { useFormToasts } from '@/lib/toast';

import { toCasePayload } from '../api/case-payload';
import { useSaveCase } from '../api/save-case';
import { dialogValues } from '../lib/case-dialog-values';
import type { AdminCase } from '../types';

import { CaseFormFields } from './case-form-fields';
import { CaseMediaFields } from './case-media-fields';

type Props = { open: boolean; editing: AdminCase | null; onClose: () => void };

/** The first message in form order: what the 'Erro de validação' toast shows (spec §5). */
const firstError = (errors: FieldErrors<CaseFormValues>) => CASE_FORM_FIELDS.map((name) => errors[name]?.message).find(Boolean);

/** 'Novo Case' / 'Editar Case'. Mounted per opening, so saving or cancelling always starts the next one fresh. */
export function CaseFormDialog({ open, editing, onClose }: Props) {
  const toast = useFormToasts();
  const initial = dialogValues(editing);
  const [media, setMedia] = useState(initial.media);
  const form = useForm<CaseFormValues, unknown, CaseInput>({ defaultValues: initial.values, resolver: zodResolver(caseFormSchema) });
  const save = useSaveCase();

  const close = () => {
    form.reset(dialogValues(null).values);
    setMedia(dialogValues(null).media);
    onClose();
  };

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { documentId: editing?.documentId, payload: toCasePayload(input, media) },
        {
          onSuccess: () => {
            toast.success(editing ? 'Case atualizado com sucesso!' : 'Case criado com sucesso!');
            close();
          },
          onError: (error) => toast.error('Erro ao salvar case', error.message),
        },
      ),
    (errors) => toast.error('Erro de validação', firstError(errors)),
  );

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : close} maxWidth="md" fullWidth aria-labelledby="case-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="case-dialog-title">{editing ? 'Editar Case' : 'Novo Case'}</DialogTitle>
        <DialogContent dividers>
          <CaseFormFields control={form.control} />
          <CaseMediaFields media={media} setMedia={setMedia} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
