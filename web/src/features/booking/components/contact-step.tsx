import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import type { ContactFields as ContactValues, ContactFieldsInput } from '@alicerce/domain';

import { ChosenSlotSummary } from './chosen-slot-summary';
import { ContactFields, firstFieldError } from '@/components/forms/contact-fields';
import { HoneypotField } from '@/components/forms/honeypot-field';

type Props = {
  form: UseFormReturn<ContactFieldsInput, unknown, ContactValues>;
  date: string;
  time: string;
  honeypot: Ref<HTMLInputElement>;
  onBack: () => void;
  onSubmit: (fields: ContactValues) => Promise<void>;
  onInvalid: (message: string | undefined) => void;
};

/** Step 2: the chosen slot, the lead form's fields and rules; 'Confirmar Agendamento' once name, e-mail and phone are typed. */
export function ContactStep({ form, date, time, honeypot, onBack, onSubmit, onInvalid }: Props) {
  const id = useId();
  const { register, handleSubmit, formState, control } = form;
  const [name, email, phone] = useWatch({ control, name: ['name', 'email', 'phone'] });
  const submitting = formState.isSubmitting;
  const filled = [name, email, phone].every((value) => String(value ?? '').trim() !== '');

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="booking-step-2"
      onSubmit={handleSubmit(onSubmit, (errors) => onInvalid(firstFieldError(errors)))}
      sx={{ position: 'relative' }}
    >
      <Typography id="booking-step-2" variant="h5" component="h2" sx={{ mb: 2 }}>
        Seus dados
      </Typography>
      <ChosenSlotSummary date={date} time={time} onChange={onBack} disabled={submitting} />
      <ContactFields register={register} errors={formState.errors} disabled={submitting} idPrefix={`booking${id}`} />
      <HoneypotField inputRef={honeypot} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onBack} disabled={submitting}>
          Voltar
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={!filled || submitting}>
          {submitting ? 'Agendando...' : 'Confirmar Agendamento'}
        </Button>
      </Box>
    </Box>
  );
}
