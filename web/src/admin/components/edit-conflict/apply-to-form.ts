import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { sameValue } from './three-way';

/**
 * A react-hook-form form holding `baseline` as loaded and `values` as typed: reset to the baseline, then every field
 * that differs set as a change (dirty), so the editor shows 'Alterações não salvas' and Salvar sends them.
 */
export function applyToForm<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, baseline: T, values: T) {
  form.reset(baseline);
  for (const key of Object.keys(values) as Array<Path<T>>) {
    const value = (values as Record<string, unknown>)[key];
    if (!sameValue(value, (baseline as Record<string, unknown>)[key])) form.setValue(key, value as PathValue<T, Path<T>>, { shouldDirty: true });
  }
}
