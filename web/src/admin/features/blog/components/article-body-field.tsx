import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';

import { readingTimeLabel, readingTimeMinutes, type ArticleFormValues, type ArticleInput } from '@alicerce/domain';

type Props = { control: Control<ArticleFormValues, unknown, ArticleInput>; renderPreview: (markdown: string) => ReactNode };

const HINT = 'Markdown: ## Seção (entra no índice), ### Subseção, **negrito**, *itálico*, [link](/contato), - lista, > citação';

/**
 * The body in Markdown beside its live preview, drawn by the public article's own renderer (same headings, same
 * index anchors), and the reading time the site will show. Side by side on a wide screen, one under the other on a phone.
 */
export function ArticleBodyField({ control, renderPreview }: Props) {
  const previewId = useId();
  const body = useDeferredValue(useWatch({ control, name: 'body' }) ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Controller
        control={control}
        name="body"
        render={({ field, fieldState }) => (
          <TextField
            label="Conteúdo (Markdown)"
            required
            multiline
            minRows={14}
            name={field.name}
            value={field.value ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? HINT}
            slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' } } }}
            fullWidth
          />
        )}
      />
      <Paper component="section" variant="outlined" aria-labelledby={previewId} sx={{ p: 2, minWidth: 0, maxHeight: { md: 640 }, overflowY: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={previewId} variant="overline" component="h4">
            Pré-visualização
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {readingTimeLabel(readingTimeMinutes(body))}
          </Typography>
        </Box>
        {body.trim() ? renderPreview(body) : <Typography color="text.secondary">O conteúdo aparece aqui como no site.</Typography>}
      </Paper>
    </Box>
  );
}
