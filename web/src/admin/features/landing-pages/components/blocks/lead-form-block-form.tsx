import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';

import { LANDING_FORM_OPTIONAL_FIELDS, type LandingFormField } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { TitledFields } from './titled-fields';

const FIELD_LABELS: Record<LandingFormField, string> = { company: 'Empresa', message: 'Mensagem' };

/** Formulário de contato: its texts, which fields it asks besides name, e-mail and phone, the button, the campaign tag and the consent text. */
export function LeadFormBlockForm(props: BlockFormProps) {
  const { control, index } = props;
  return (
    <Stack spacing={2}>
      <TitledFields {...props} textName="text" textLabel="Texto do formulário" />
      <Controller
        control={control}
        name={at('blocks', index, 'fields')}
        render={({ field }) => {
          const chosen = (field.value as LandingFormField[] | undefined) ?? [];
          return (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <Typography component="legend" variant="subtitle2">
                Campos do formulário
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Nome, e-mail e telefone são sempre pedidos.
              </Typography>
              {LANDING_FORM_OPTIONAL_FIELDS.map((option) => (
                <FormControlLabel
                  key={option}
                  label={FIELD_LABELS[option]}
                  control={
                    <Checkbox
                      checked={chosen.includes(option)}
                      onChange={(_, checked) =>
                        field.onChange(
                          checked
                            ? LANDING_FORM_OPTIONAL_FIELDS.filter((o) => o === option || chosen.includes(o))
                            : chosen.filter((o) => o !== option),
                        )
                      }
                    />
                  }
                />
              ))}
            </Box>
          );
        }}
      />
      <FormTextField control={control} name={at('blocks', index, 'button_text')} label="Texto do botão do formulário" required />
      <FormTextField
        control={control}
        name={at('blocks', index, 'campaign_tag')}
        label="Tag de campanha"
        required
        transform={(value) => value.toLowerCase()}
        helperText="Guardada no lead como a campanha quando a visita não trouxe uma (letras minúsculas, números, - e _)"
      />
      <FormTextField
        control={control}
        name={at('blocks', index, 'consent_text')}
        label="Texto de consentimento"
        multiline
        minRows={2}
        helperText="Mostrado acima do botão (LGPD). Obrigatório para publicar a página."
      />
    </Stack>
  );
}
