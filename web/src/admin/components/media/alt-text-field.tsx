import TextField from '@mui/material/TextField';

import { LIMITS } from '@alicerce/domain';

/** The same limit for an uploaded file's alt text as for one typed beside a URL: a long description belongs in the page. */
const ALT_MAX_LENGTH = LIMITS.case.alt;

type Props = {
  /** Which image, for the field's accessible name ('Imagem principal', 'Imagem 2 da galeria'). */ image: string;
  value: string;
  onChange: (text: string) => void;
};

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
