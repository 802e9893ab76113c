import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** Select options; an empty first option when `emptyOption` is given. */
  options?: readonly string[];
  emptyOption?: string;
  /** Rewrites the text as typed (e.g. slug → lowercase). */
  transform?: (value: string) => string;
} & Pick<TextFieldProps, 'multiline' | 'minRows' | 'helperText' | 'required' | 'placeholder' | 'disabled'>;

/** A text (or select) field bound to react-hook-form, showing the field's validation message inline. */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
  emptyOption,
  transform,
  helperText,
  ...props
}: Props<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          select={Boolean(options)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        >
          {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
          {options?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
