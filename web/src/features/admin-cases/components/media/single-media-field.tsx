import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { MediaFile } from '../../types';

import { DropZone } from './drop-zone';
import { MediaThumbnail } from './media-thumbnail';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';

type Props = { label: string; value: MediaFile | null; onChange: (file: MediaFile | null) => void };

/** One uploaded image (main image, chart): preview + 'Remover', or a drop zone. */
export function SingleMediaField({ label, value, onChange }: Props) {
  const { uploads, upload, busy } = useUploads();

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label} (biblioteca de mídia)
      </Typography>
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <MediaThumbnail file={value} alt={`${label} enviada`} />
          <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
            {value.name ?? value.url}
          </Typography>
          <Button color="error" size="small" onClick={() => onChange(null)} aria-label={`Remover ${label}`}>
            Remover
          </Button>
        </Box>
      ) : (
        <DropZone label={label} disabled={busy} onFiles={async (files) => onChange((await upload(files))[0] ?? null)} />
      )}
      <UploadProgressList uploads={uploads} />
    </Box>
  );
}
