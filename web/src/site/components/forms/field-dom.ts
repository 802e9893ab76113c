import { clearArea } from '@/site/lib/dom/screen-area';
import { query } from '@/site/lib/islands/selectors';

import { FIELD } from './field-selectors';

/** The MUI-drawn parts of one static field: its input and the elements that take MUI's state classes. */
function partsOf(input: HTMLInputElement | HTMLTextAreaElement) {
  const control = input.closest('.MuiFormControl-root');
  return {
    label: control?.querySelector('.MuiInputLabel-root'),
    root: input.closest('.MuiInputBase-root'),
    helper: control?.querySelector('.MuiFormHelperText-root'),
    message: control && query(control, FIELD.error),
  };
}

/** Shows (or clears, with null) a field's error as MUI would: red outline, label and helper line, aria-invalid. */
export function setFieldError(input: HTMLInputElement | HTMLTextAreaElement, message: string | null) {
  const { label, root, helper, message: line } = partsOf(input);
  for (const element of [label, root, helper]) element?.classList.toggle('Mui-error', message !== null);
  input.setAttribute('aria-invalid', String(message !== null));
  if (line) line.textContent = message ?? '';
}

/** Disables (or enables) a field as MUI would draw it disabled. */
export function setFieldDisabled(input: HTMLInputElement | HTMLTextAreaElement, disabled: boolean) {
  const { label, root } = partsOf(input);
  input.disabled = disabled;
  for (const element of [label, root]) element?.classList.toggle('Mui-disabled', disabled);
}

/** Disables (or enables) an MUI button and sets its text. */
export function setButtonState(button: HTMLButtonElement, { disabled, text }: { disabled: boolean; text?: string }) {
  button.disabled = disabled;
  button.classList.toggle('Mui-disabled', disabled);
  // MUI takes a disabled button out of the tab order; an enabled one is back in it.
  button.tabIndex = disabled ? -1 : 0;
  if (text !== undefined) button.textContent = text;
}

/**
 * Takes the visitor to a field to correct: the focus, and the field brought to the middle of the screen unless it
 * is already there whole (not under the sticky header nor a phone's action bar).
 */
export function focusField(input: HTMLInputElement | HTMLTextAreaElement) {
  input.focus({ preventScroll: true });
  const { top, bottom } = clearArea();
  const box = (input.closest('.MuiFormControl-root') ?? input).getBoundingClientRect();
  if (box.top < top || box.bottom > bottom) input.scrollIntoView({ block: 'center' });
}
