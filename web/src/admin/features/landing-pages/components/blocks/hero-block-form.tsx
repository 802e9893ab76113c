import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { get, useFieldArray, useFormState, useWatch, type FieldArrayPath } from 'react-hook-form';

import { LANDING_VARIANT_KEYS, LIMITS, type LandingPageFormValues, type LandingVariantKey } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { LandingImageField } from './landing-image-field';
import { HREF_HELPER } from './titled-fields';

/** The name of a variant in the editor: the first is the page as it is ('Original'), the others are what the A/B test tries. */
export const variantName = (key: LandingVariantKey, position: number) => (position === 0 ? 'Original' : `Variante ${key.toUpperCase()}`);

/**
 * Destaque: 1 to 3 versions of the headline, subheadline, button text and image — the A/B test shows each visitor one
 * of them — and where the button leads.
 */
export function HeroBlockForm({ control, index }: BlockFormProps) {
  const name = at('blocks', index, 'variants') as FieldArrayPath<LandingPageFormValues>;
  const variants = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = (get(errors, name) as { message?: string; root?: { message?: string } } | undefined)?.root?.message;
  const keys = variants.fields.map((field) => (field as unknown as { key: LandingVariantKey }).key);
  const nextKey = LANDING_VARIANT_KEYS.find((key) => !keys.includes(key));
  // A new variant starts as a copy of the original, to change what the test compares.
  const original = useWatch({ control, name: at(name, 0) }) as object | undefined;

  return (
    <Stack spacing={2}>
      {variants.fields.map((field, position) => {
        const key = keys[position];
        const path = at(name, position);
        return (
          <Box key={field.id} component="fieldset" sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5, minWidth: 0 }}>
            <Box component="legend" sx={{ px: 0.5 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {variantName(key, position)}
              </Typography>
            </Box>
            <Stack spacing={1.5}>
              <FormTextField control={control} name={at(path, 'headline')} label="Título do destaque" required />
              <FormTextField control={control} name={at(path, 'subheadline')} label="Subtítulo" multiline minRows={2} />
              <FormTextField control={control} name={at(path, 'button_text')} label="Texto do botão" required />
              <LandingImageField
                control={control}
                name={at(path, 'image')}
                altName={at(path, 'image_alt')}
                label={`Imagem (${variantName(key, position)})`}
              />
              {position > 0 && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => variants.remove(position)}
                >
                  Remover {variantName(key, position)}
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}
      {listError && (
        <Typography role="alert" variant="caption" color="error">
          {listError}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={!nextKey || keys.length >= LIMITS.landing.variants}
          onClick={() => nextKey && variants.append({ ...structuredClone(original ?? {}), key: nextKey } as never)}
        >
          Adicionar variante
        </Button>
        <Typography variant="caption" color="text.secondary" component="p">
          Até {LIMITS.landing.variants} versões: cada visitante vê uma delas, e os leads dizem qual.
        </Typography>
      </Box>
      <FormTextField control={control} name={at('blocks', index, 'button_href')} label="Destino do botão" helperText={HREF_HELPER} />
    </Stack>
  );
}
