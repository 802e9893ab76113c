import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormState, type FieldArrayPath } from 'react-hook-form';

import type { LandingPageFormValues } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type LandingControl } from './block-field';

export type ItemFieldSpec = { name: string; label: string; required?: boolean; multiline?: boolean; helperText?: string };

type Props = {
  control: LandingControl;
  /** The list's path: 'blocks.2.items'. */
  name: string;
  /** The list's name ('Benefícios') and one item's ('Benefício'). */
  label: string;
  itemLabel: string;
  fields: readonly ItemFieldSpec[];
  /** A new item's values. */
  empty: () => Record<string, unknown>;
  max: number;
  /** More of an item's form after its text fields (an image, a list of features), given the item's path. */
  extra?: (path: string) => ReactNode;
};

/** A block's list of items ('Benefício 1', 'Pergunta 2'…): each with its fields, moved up or down, removed; 'Adicionar' up to `max`. */
export function ItemsField({ control, name, label, itemLabel, fields, empty, max, extra }: Props) {
  const list = useFieldArray({ control, name: name as FieldArrayPath<LandingPageFormValues> });
  const { errors } = useFormState({ control, name: name as FieldArrayPath<LandingPageFormValues> });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const count = list.fields.length;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {list.fields.map((item, index) => (
          <Box
            key={item.id}
            role="group"
            aria-label={`${itemLabel} ${index + 1}`}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
                {itemLabel} {index + 1}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Mover ${itemLabel.toLowerCase()} ${index + 1} para cima`}
                disabled={index === 0}
                onClick={() => list.move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Mover ${itemLabel.toLowerCase()} ${index + 1} para baixo`}
                disabled={index === count - 1}
                onClick={() => list.move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                aria-label={`Remover ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => list.remove(index)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
            <Stack spacing={1.5}>
              {fields.map((field) => (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={at(name, index, field.name)}
                  label={field.label}
                  required={field.required}
                  multiline={field.multiline}
                  minRows={field.multiline ? 2 : undefined}
                  helperText={field.helperText}
                />
              ))}
              {extra?.(at(name, index))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {message && (
        <Typography role="alert" variant="caption" color="error" component="p" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={count >= max} onClick={() => list.append(empty() as never)}>
        Adicionar {itemLabel.toLowerCase()}
      </Button>
    </Box>
  );
}
