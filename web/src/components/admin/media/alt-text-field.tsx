import TextField from '@mui/material/TextField';

/** Strapi stores alt texts as text; a long description belongs in the page, not in an alt attribute. */
const ALT_MAX_LENGTH = 250;

type Props = { /** Which image, for the field's accessible name ('Imagem principal', 'Imagem 2 da galeria'). */ image: string; value: string; onChange: (text: string) => void };

/** 'Texto alternativo' of one image: what the public site gives as the <img alt>. */
export function AltTextField({ image, value, onChange }: Props) {
  return (
    <TextField
      size="small"
      fullWidth
      label="Texto alternativo"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: ALT_MAX_LENGTH, 'aria-label': `Texto alternativo: ${image}` } }}
    />
  );
}
