import type * as formRules from './form-rules';

type FormRules = typeof formRules;

let rules: Promise<FormRules> | null = null;

/**
 * The forms' zod rules (form-rules.ts), downloaded and evaluated once: asked for on the first focus in a form, so
 * they are ready by the time it is sent; a failed download is tried again on the next call.
 */
export function loadFormRules(): Promise<FormRules> {
  if (!rules) {
    const pending = import('./form-rules');
    rules = pending;
    pending.catch(() => {
      if (rules === pending) rules = null;
    });
  }
  return rules;
}
