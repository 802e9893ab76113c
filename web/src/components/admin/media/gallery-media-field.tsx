import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { MediaFile } from './media-file';

import { DropZone } from './drop-zone';
import { MediaThumbnail } from './media-thumbnail';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';

/**
 * `onChange` takes an updater, so files that finish uploading join the gallery as it is then. `children`: the URL
 * field, offered while no file is uploaded (uploaded files replace the URLs on the site).
 */
type Props = { value: MediaFile[]; onChange: (update: (files: MediaFile[]) => MediaFile[]) => void; children?: ReactNode };

const move = (files: MediaFile[], from: number, to: number) => {
  const next = [...files];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Uploaded gallery: several files at once, shown in order, each movable up/down and removable. */
export function GalleryMediaField({ value, onChange, children }: Props) {
  const { uploads, upload } = useUploads();
  const add = async (files: File[]) => {
    const stored = await upload(files);
    onChange((current) => [...current, ...stored]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Galeria — {value.length} {value.length === 1 ? 'imagem' : 'imagens'}
      </Typography>
      {value.length > 0 && (
        <Box component="ol" aria-label="Imagens da galeria" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {value.map((file, index) => (
            <Box component="li" key={`${file.id}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <MediaThumbnail file={file} alt={`Imagem ${index + 1} da galeria`} />
              <Typography variant="body2" noWrap title={file.name ?? file.url} sx={{ flex: 1, minWidth: 0 }}>
                {index + 1}. {file.name ?? file.url}
              </Typography>
              <IconButton size="small" aria-label={`Mover imagem ${index + 1} para cima`} disabled={index === 0} onClick={() => onChange((files) => move(files, index, index - 1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Mover imagem ${index + 1} para baixo`}
                disabled={index === value.length - 1}
                onClick={() => onChange((files) => move(files, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" color="error" aria-label={`Remover imagem ${index + 1}`} onClick={() => onChange((files) => files.filter((_, i) => i !== index))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <DropZone label="Galeria" multiple onFiles={add} />
      {value.length === 0 && <Box sx={{ mt: 1.5 }}>{children}</Box>}
      <UploadProgressList uploads={uploads} />
    </Box>
  );
}
