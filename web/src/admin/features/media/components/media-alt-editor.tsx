import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

import type { MediaLibraryFile } from '@alicerce/domain';
import { AltTextField } from '@/admin/components/media/alt-text-field';
import { useToast } from '@/shared/lib/toast';

import { useUpdateAltText } from '../api/media-files';

/** The file's alt text, edited in place: what every page showing the file without a text of its own gives as alt. */
export function MediaAltEditor({ file }: { file: MediaLibraryFile }) {
  const toast = useToast();
  const stored = file.alternativeText ?? '';
  const [text, setText] = useState(stored);
  const update = useUpdateAltText();
  const changed = text.trim() !== stored.trim();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: file.id, alternativeText: text },
          {
            onSuccess: () => toast.success('Texto alternativo salvo', file.name),
            onError: (error) => toast.error('Não foi possível salvar o texto alternativo', error.message),
          },
        );
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 560 }}
    >
      <AltTextField image={file.name} value={text} onChange={setText} />
      <Button type="submit" size="small" variant="contained" disabled={!changed || update.isPending} sx={{ mt: 0.5, flexShrink: 0 }}>
        Salvar
      </Button>
    </Box>
  );
}
