import { HONEYPOT_FIELD, type ContactFields, type ContactFieldsInput } from '@alicerce/domain';

import { CONTACT_FIELDS } from './contact-field-list';
import { focusField, setFieldDisabled, setFieldError } from './field-dom';
import { loadFormRules } from './form-rules-loader';

type Field = HTMLInputElement | HTMLTextAreaElement;
/** The valid data, or the first problem in the spec's field order and the field it is about (focus goes there). */
export type ContactCheck = { data: ContactFields } | { error: string | undefined; field?: Field };

/**
 * The contact fields of a static form (ContactFieldsMarkup) and their rules (contactFieldsSchema, the same the CMS
 * applies): read, checked with each first error under its field, locked while sending. Shared by the lead form and the
 * booking form islands.
 */
export function contactForm(form: HTMLFormElement) {
  const fields = CONTACT_FIELDS.map(({ name }) => form.elements.namedItem(name) as Field | null).filter((field): field is Field => field !== null);
  // The rules are fetched when the visitor starts filling the form in (or has already: the island may have been
  // started by that very focus), so they are ready when it is sent.
  const prepare = () => void loadFormRules().catch(() => {});
  if (form.contains(document.activeElement)) prepare();
  else form.addEventListener('focusin', prepare, { once: true });
  const values = () => Object.fromEntries(fields.map((field) => [field.name, field.value])) as ContactFieldsInput;

  /** Marks each field with its first error; the valid data, or the first error in the spec's field order. */
  const check = async (): Promise<ContactCheck> => {
    let rules: Awaited<ReturnType<typeof loadFormRules>>;
    try {
      rules = await loadFormRules();
    } catch {
      // The rules could not be downloaded: the data goes as typed and the CMS, which applies the same rules,
      // answers with the first problem — a lead is never held back by a missing script.
      return { data: values() as ContactFields };
    }
    const result = rules.contactFieldsSchema.safeParse(values());
    const errors = new Map<string, string>();
    if (!result.success)
      for (const issue of result.error.issues) if (!errors.has(String(issue.path[0]))) errors.set(String(issue.path[0]), issue.message);
    for (const field of fields) setFieldError(field, errors.get(field.name) ?? null);
    if (result.success) return { data: result.data };
    const first = fields.find((field) => errors.has(field.name));
    return { error: first ? errors.get(first.name) : undefined, field: first };
  };

  /**
   * The CMS refused the data with a field's message (its rules are the same; the site could not check first): the
   * message goes under that field, which takes the focus. False when the answer is about no field of the form.
   */
  const showServerError = (name: string | undefined, message: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return false;
    setFieldError(field, message);
    focusField(field);
    return true;
  };

  return {
    fields,
    values,
    check,
    showServerError,
    /** Whether the required fields hold something (the booking's confirm button waits for them). */
    requiredFilled: () => CONTACT_FIELDS.filter((field) => field.required).every(({ name }) => String(values()[name] ?? '').trim() !== ''),
    honeypot: () => (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '',
    lock: (locked: boolean) => fields.forEach((field) => setFieldDisabled(field, locked)),
  };
}
