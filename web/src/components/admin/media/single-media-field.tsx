import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { MediaFile } from './media-file';

import { DropZone } from './drop-zone';
import { MediaThumbnail } from './media-thumbnail';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';

/** `children`: the slot's URL field, offered while no file is chosen. */
type Props = { label: string; value: MediaFile | null; onChange: (file: MediaFile | null) => void; children?: ReactNode };

/** One image slot (main image, chart): the uploaded file's preview + 'Remover', or a drop zone and the URL field. */
export function SingleMediaField({ label, value, onChange, children }: Props) {
  const { uploads, upload, busy } = useUploads();

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <MediaThumbnail file={value} alt={`${label} enviada`} />
          <Typography variant="body2" noWrap title={value.name ?? value.url} sx={{ flex: 1, minWidth: 0 }}>
            {value.name ?? value.url}
          </Typography>
          <Button color="error" size="small" onClick={() => onChange(null)} aria-label={`Remover ${label}`}>
            Remover
          </Button>
        </Box>
      ) : (
        <Stack spacing={1.5}>
          <DropZone label={label} disabled={busy} onFiles={async (files) => onChange((await upload(files))[0] ?? null)} />
          {children}
        </Stack>
      )}
      <UploadProgressList uploads={uploads} />
    </Box>
  );
}
