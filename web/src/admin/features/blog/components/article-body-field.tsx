import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';

import type { ArticleFormValues, ArticleInput } from '@alicerce/domain';
import { MONOSPACE_FONT } from '@/shared/theme/monospace';

type Props = { control: Control<ArticleFormValues, unknown, ArticleInput> };

const HINT = 'Markdown: ## Seção (entra no índice), ### Subseção, **negrito**, *itálico*, [link](/contato), - lista, > citação';

/** The body in Markdown; the editor's preview draws it with the public article's own renderer (same headings, same index anchors). */
export function ArticleBodyField({ control }: Props) {
  return (
    <Controller
      control={control}
      name="body"
      render={({ field, fieldState }) => (
        <TextField
          label="Conteúdo (Markdown)"
          required
          multiline
          minRows={14}
          // A long article scrolls inside the field: the sections after it stay a short scroll away.
          maxRows={28}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? HINT}
          slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: MONOSPACE_FONT, fontSize: '0.9rem' } } }}
          fullWidth
        />
      )}
    />
  );
}
