import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { imageUrlMessage, normalizeImageUrl, type ImageUrlIssue } from '@alicerce/domain';

type Props = {
  /** The slot ('Imagem principal', 'Galeria'), in the field's accessible name. */
  slot: string;
  /** A reason this slot refuses a valid address (already in the gallery…), or null to take it. */
  refuse?: (url: string) => string | null;
  /** What the field takes, under it. */
  hint?: string;
  /** The slot's own wording of what is wrong (a case's slots keep the spec's), else the generic one. */
  messages?: Partial<Record<ImageUrlIssue, string>>;
  /** Takes the checked address; a message it answers (at once or later) is shown instead and the text kept. */
  onUrl: (url: string) => void | string | Promise<void | string>;
};

/**
 * 'Colar URL da imagem': an address pasted or typed, checked by the rule the CMS applies (https:// or /uploads/…),
 * taken with 'Usar URL' or Enter; what is wrong is said under the field in pt-BR and nothing is taken.
 */
export function UrlPasteField({ slot, refuse, hint = 'Endereço https:// de uma imagem, ou /uploads/… da biblioteca', messages, onUrl }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const take = async () => {
    const url = normalizeImageUrl(text);
    const issue = imageUrlMessage(url, messages) ?? refuse?.(url) ?? null;
    setError(issue);
    if (issue) return;
    setChecking(true);
    const answer = await onUrl(url);
    setChecking(false);
    if (typeof answer === 'string') setError(answer);
    else setText('');
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
        helperText={
          error ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {error}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {hint}
              </Box>
            </>
          ) : (
            hint
          )
        }
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!checking) void take();
        }}
        slotProps={{
          htmlInput: { 'aria-label': `Colar URL da imagem: ${slot}`, inputMode: 'url', autoComplete: 'off', spellCheck: false },
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        onClick={take}
        disabled={text.trim() === '' || checking}
        sx={{ flexShrink: 0, minHeight: 40 }}
        aria-label={`Usar URL: ${slot}`}
      >
        Usar URL
      </Button>
    </Box>
  );
}
