import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { imageUrlIssue, normalizeImageUrl } from '@alicerce/domain';

type Props = {
  /** The slot ('Imagem principal', 'Galeria'), in the field's accessible name. */
  slot: string;
  /** A reason this slot refuses a valid address (already in the gallery…), or null to take it. */
  refuse?: (url: string) => string | null;
  onUrl: (url: string) => void;
};

/**
 * 'Colar URL da imagem': an address pasted or typed, checked by the rule the CMS applies (https:// or /uploads/…),
 * taken with 'Usar URL' or Enter; what is wrong is said under the field in pt-BR and nothing is taken.
 */
export function UrlPasteField({ slot, refuse, onUrl }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const take = () => {
    const url = normalizeImageUrl(text);
    const issue = imageUrlIssue(url) ?? refuse?.(url) ?? null;
    setError(issue);
    if (issue) return;
    onUrl(url);
    setText('');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        size="small"
        fullWidth
        label="Colar URL da imagem"
        placeholder="https://… ou /uploads/…"
        value={text}
        error={Boolean(error)}
        helperText={error ?? 'Endereço https:// de uma imagem, ou /uploads/… da biblioteca'}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          take();
        }}
        slotProps={{
          htmlInput: { 'aria-label': `Colar URL da imagem: ${slot}`, inputMode: 'url', autoComplete: 'off', spellCheck: false },
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={take} disabled={text.trim() === ''} sx={{ flexShrink: 0, minHeight: 40 }} aria-label={`Usar URL: ${slot}`}>
        Usar URL
      </Button>
    </Box>
  );
}
