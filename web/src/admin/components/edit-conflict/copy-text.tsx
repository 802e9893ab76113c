import TextField from '@mui/material/TextField';
import { useState, type FocusEvent } from 'react';

/** 'Copiar meu texto': to the clipboard when the browser allows it, else shown for the person to select and copy. */
export function useCopyText(text: string) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'fallback'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('fallback');
    }
  };
  return { status, copy: () => void copy() };
}

/** The text to copy by hand when the clipboard is not available (an insecure page, a refused permission). */
export function CopyFallback({ text }: { text: string }) {
  return (
    <TextField
      label="Seu texto"
      helperText="Não foi possível copiar automaticamente: selecione o texto e copie."
      multiline
      minRows={3}
      fullWidth
      value={text}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLTextAreaElement>) => event.target.select() } }}
    />
  );
}
