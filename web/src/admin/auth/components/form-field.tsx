import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; register: UseFormRegister<T>; errorText?: string };

/** A MUI text field bound to react-hook-form, its error shown under it. */
export function FormField<T extends FieldValues>({ name, register, errorText, ...props }: Props<T>) {
  const { ref, ...registered } = register(name);
  return <TextField {...props} {...registered} inputRef={ref} error={Boolean(errorText)} helperText={errorText} fullWidth />;
}

/** First error message of a react-hook-form error object, in the given field order. */
export function firstError(errors: Record<string, { message?: unknown } | undefined>, order: string[]): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (message) return String(message);
  }
  return undefined;
}
