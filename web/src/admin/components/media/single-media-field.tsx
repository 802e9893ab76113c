import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import type { AltBinding } from './alt-binding';
import type { MediaFile } from './media-file';

import { DropZone } from './drop-zone';
import { LibraryButton } from './library-button';
import { MediaFileRow } from './media-file-row';
import { MediaLibraryDialog } from './media-library-dialog';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';

/** `children`: the slot's URL field, offered while no file is chosen. */
type Props = { label: string; value: MediaFile | null; onChange: (file: MediaFile | null) => void; alt?: AltBinding; children?: ReactNode };

/**
 * One image slot (main image, chart): the chosen file's preview, alt text and 'Remover', or a drop zone, the media
 * library and the URL field.
 */
export function SingleMediaField({ label, value, onChange, alt, children }: Props) {
  const { uploads, upload, busy } = useUploads();
  const [picking, setPicking] = useState(false);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value ? (
        <MediaFileRow
          file={value}
          image={label}
          alt={alt?.of(value)}
          onAltChange={alt && ((text) => alt.set(value.id, text))}
          actions={
            <Button color="error" size="small" onClick={() => onChange(null)} aria-label={`Remover ${label}`}>
              Remover
            </Button>
          }
        />
      ) : (
        <Stack spacing={1.5}>
          <DropZone
            label={label}
            disabled={busy}
            onFiles={async (files) => onChange((await upload(files))[0] ?? null)}
            actions={<LibraryButton slot={label} onClick={() => setPicking(true)} />}
          />
          {children}
        </Stack>
      )}
      <UploadProgressList uploads={uploads} />
      {picking && (
        <MediaLibraryDialog
          slot={label}
          onClose={() => setPicking(false)}
          onChoose={([file]) => {
            setPicking(false);
            if (file) onChange(file);
          }}
        />
      )}
    </Box>
  );
}
