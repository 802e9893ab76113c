import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import type { ContactFields, ContactFieldsInput } from '@alicerce/domain';
import { paths } from '@/config/paths';
import { delay, randomId } from '@/lib/ids';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useToast } from '@/lib/toast';

import { createLead } from '../api/create-lead';
import { currentAttribution } from '../attribution';

import { ContactFields as Fields, firstFieldError } from '@/components/forms/contact-fields';
import { contactFieldsResolver, preloadContactRules } from '@/components/forms/contact-fields-resolver';
import { HoneypotField } from '@/components/forms/honeypot-field';

/** Where on the site the form was sent from (stored with the lead). */
export type LeadSource = 'home-hero' | 'home-secao' | 'contato' | 'marketing-digital';

export type LeadFormProps = { source: LeadSource; title?: string };

/** The spec's submit feel: the success toast shows about 1 s after the click. */
const MIN_SUBMIT_MS = 1000;
const EMPTY: ContactFieldsInput = { name: '', email: '', phone: '', company: '', message: '' };

/**
 * Consultation request (spec §2/§4): validated with the shared rules, stored in the CMS, then /obrigado.
 * On any failure the visitor's text stays; a retry of unchanged data reuses its idempotency key.
 */
export function LeadForm({ source, title }: LeadFormProps) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const honeypot = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ContactFieldsInput, unknown, ContactFields>({
    resolver: contactFieldsResolver,
    defaultValues: EMPTY,
  });
  // Changed data is a new submission (every field is a native input, so its change bubbles to the form).
  const onFieldChange = () => {
    idempotencyKey.current = null;
  };

  const onValid = async (fields: ContactFields) => {
    idempotencyKey.current ??= randomId();
    try {
      await Promise.all([
        createLead({ fields, attribution: currentAttribution(source), honeypot: honeypot.current?.value ?? '', idempotencyKey: idempotencyKey.current }),
        delay(MIN_SUBMIT_MS),
      ]);
    } catch (error) {
      toast.error('Erro ao enviar formulário', error instanceof Error ? error.message : undefined);
      return;
    }
    toast.success('Formulário enviado!', 'Entraremos em contato em breve.');
    navigate(paths.thankYou);
  };

  const onInvalid = (errors: Parameters<typeof firstFieldError>[0]) => toast.error('Erro de validação', firstFieldError(errors));
  // Built on submit, not during render: onValid reads refs, which render must not touch.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event);
  // Prerendered fields stay disabled until the page is interactive: text typed before that would be lost.
  const hydrated = useIsHydrated();
  const submitting = formState.isSubmitting;

  // Without a visible title the form is still named, and not like the home hero's form (landmarks need distinct names).
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onChange={onFieldChange} onFocus={preloadContactRules} aria-label={title ?? 'Formulário de contato'} sx={{ position: 'relative' }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Fields register={register} errors={formState.errors} disabled={submitting || !hydrated} idPrefix={`lead${id}`} />
      <HoneypotField inputRef={honeypot} />
      <Button type="submit" variant="contained" color="primary" size="large" fullWidth disabled={submitting || !hydrated} sx={{ mt: 2 }}>
        {submitting ? 'Enviando...' : 'Solicitar Consultoria Gratuita'}
      </Button>
    </Box>
  );
}
