import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { isRenderedContentType, parseContentText } from '@alicerce/domain';
import { MONOSPACE_FONT } from '@/shared/theme/monospace';

import { SECTION_FORM_FIELDS } from './section-form-fields';

type Props = {
  contentType: string;
  /** The content as JSON text: what the page-content form validates and saves (spec §5 messages). */
  value: string;
  onChange: (text: string) => void;
  /** The form's message for the content ('JSON inválido', 'Formato de conteúdo inválido'). */
  error?: string;
};

type View = 'form' | 'json';

/**
 * A section's content: a form of its own for the types a page renders (hero, cta), each field one key of the JSON,
 * and 'Avançado (JSON)' for the raw object (the only view of types no page renders yet). Keys the form does not
 * know are kept as they are.
 */
export function SectionContentEditor({ contentType, value, onChange, error }: Props) {
  const fields = isRenderedContentType(contentType) ? SECTION_FORM_FIELDS[contentType] : null;
  const [view, setView] = useState<View>(() => (fields && parseContentText(value).ok ? 'form' : 'json'));
  const shown: View = fields ? view : 'json';
  const parsed = parseContentText(value);

  return (
    <Stack spacing={2}>
      {fields ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          onChange={(_, next: View | null) => next && setView(next)}
          aria-label="Modo de edição do conteúdo"
        >
          <ToggleButton value="form">Formulário</ToggleButton>
          <ToggleButton value="json">Avançado (JSON)</ToggleButton>
        </ToggleButtonGroup>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nenhuma página exibe ainda este tipo de seção: o conteúdo é editado em JSON.
        </Typography>
      )}
      {shown === 'json' && (
        <TextField
          label="Conteúdo (JSON)"
          multiline
          minRows={10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE_FONT } } }}
        />
      )}
      {shown === 'form' && fields && !parsed.ok && (
        <Alert severity="error">{parsed.message}: corrija o conteúdo em “Avançado (JSON)” para voltar ao formulário.</Alert>
      )}
      {shown === 'form' &&
        fields &&
        parsed.ok &&
        Object.entries(fields).map(([key, field]) => (
          <TextField
            key={key}
            label={field.label}
            helperText={field.helper}
            multiline={field.minRows !== undefined}
            minRows={field.minRows}
            value={parsed.value[key] === undefined ? '' : String(parsed.value[key])}
            onChange={(event) => onChange(JSON.stringify({ ...parsed.value, [key]: event.target.value }, null, 2))}
          />
        ))}
    </Stack>
  );
}
