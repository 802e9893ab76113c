import { contactFieldsSchema, HONEYPOT_FIELD, type ContactFieldsInput } from '@alicerce/domain';
import { CONTACT_FIELDS } from '@/components/forms/contact-field-list';
import { setButtonState, setFieldDisabled, setFieldError } from '@/components/forms/field-dom';
import { paths } from '@/config/paths';
import { dismissToasts, flashToast, toast } from '@/lib/dom/toast';
import { delay, randomId } from '@/lib/ids';

import { createLead } from '../api/create-lead';
import { currentAttribution } from '../attribution';
import type { LeadSource } from '../lead-source';

/** The spec's submit feel: the success toast shows about 1 s after the click. */
const MIN_SUBMIT_MS = 1000;
const SUBMIT_LABEL = 'Solicitar Consultoria Gratuita';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The lead form of a static page: validated with the shared rules (first error in the 'Erro de validação' toast,
 * each under its field, re-checked as the visitor corrects them), sent once with an idempotency key (a retry of
 * unchanged data reuses it), then /obrigado. On any failure the visitor's text stays and the form is editable again.
 */
export function mount(root: HTMLElement, props: unknown) {
  const form = root.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  const { source } = props as { source: LeadSource };
  const group = `lead-form-${source}`;
  const fields = CONTACT_FIELDS.map(({ name }) => form.elements.namedItem(name) as Field | null).filter((field): field is Field => field !== null);
  let idempotencyKey: string | null = null;
  let submitted = false;
  let sending = false;

  const values = () => Object.fromEntries(fields.map((field) => [field.name, field.value])) as ContactFieldsInput;

  /** Marks each field with its first error; returns the valid data, or the first error in field order. */
  const check = () => {
    const result = contactFieldsSchema.safeParse(values());
    const errors = new Map<string, string>();
    if (!result.success) for (const issue of result.error.issues) if (!errors.has(String(issue.path[0]))) errors.set(String(issue.path[0]), issue.message);
    for (const field of fields) setFieldError(field, errors.get(field.name) ?? null);
    const first = CONTACT_FIELDS.find(({ name }) => errors.has(name));
    return result.success ? { data: result.data } : { error: first ? errors.get(first.name) : undefined };
  };

  const setSending = (value: boolean) => {
    sending = value;
    for (const field of fields) setFieldDisabled(field, value);
    setButtonState(button, { disabled: value, text: value ? 'Enviando...' : SUBMIT_LABEL });
  };

  form.addEventListener('input', () => {
    idempotencyKey = null; // changed data is a new submission
    if (submitted) check();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    submitted = true;
    const result = check();
    if (!('data' in result) || !result.data) {
      toast.error('Erro de validação', result.error, { group });
      return;
    }
    dismissToasts(group);
    idempotencyKey ??= randomId();
    setSending(true);
    const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
    try {
      await Promise.all([createLead({ fields: result.data, attribution: currentAttribution(source), honeypot, idempotencyKey }), delay(MIN_SUBMIT_MS)]);
    } catch (error) {
      setSending(false);
      toast.error('Erro ao enviar formulário', error instanceof Error ? error.message : undefined, { group });
      return;
    }
    flashToast('success', 'Formulário enviado!', 'Entraremos em contato em breve.');
    window.location.assign(paths.thankYou);
  });
}
