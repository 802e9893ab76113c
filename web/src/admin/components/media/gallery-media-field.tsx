import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import type { AltBinding } from './alt-binding';
import { addToGallery, moveItem } from './gallery-order';
import type { MediaFile } from './media-file';

import { DropZone } from './drop-zone';
import { GalleryItem } from './gallery-item';
import { LibraryButton } from './library-button';
import { MediaLibraryDialog } from './media-library-dialog';
import { UploadProgressList } from './upload-progress-list';
import { useUploads } from './use-uploads';

/**
 * `onChange` takes an updater, so files that finish uploading join the gallery as it is then. `children`: the URL
 * field, offered while no file is chosen (uploaded files replace the URLs on the site).
 */
/** Read by screen readers, not shown: where a moved image went. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type Props = { value: MediaFile[]; onChange: (update: (files: MediaFile[]) => MediaFile[]) => void; alt: AltBinding; children?: ReactNode };

/**
 * The gallery, in the order the site shows it: files are uploaded (several at once) or picked in the media library,
 * reordered by dragging their handle or with the move buttons, given an alt text each, and removed.
 */
export function GalleryMediaField({ value, onChange, alt, children }: Props) {
  const { uploads, upload } = useUploads();
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');

  const add = async (files: File[]) => {
    const stored = await upload(files);
    onChange((current) => [...current, ...stored]);
  };
  const move = (from: number, to: number) => {
    onChange((files) => moveItem(files, from, to));
    setMoved(`Imagem movida para a posição ${to + 1} de ${value.length}.`);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {/* No count without files: a gallery given by URLs is listed under its URL field, and '0 imagens' would deny it. */}
        Galeria{value.length > 0 && ` — ${value.length} ${value.length === 1 ? 'imagem' : 'imagens'}`}
      </Typography>
      {value.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Arraste uma imagem pela alça ou use as setas para mudar a ordem em que o site mostra a galeria.
        </Typography>
      )}
      {value.length > 0 && (
        <Box component="ol" aria-label="Imagens da galeria" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
          {value.map((file, index) => (
            <GalleryItem
              key={file.id}
              file={file}
              index={index}
              count={value.length}
              alt={alt}
              dragged={dragged}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onMove={move}
              onRemove={() => onChange((files) => files.filter((_, i) => i !== index))}
            />
          ))}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {moved}
      </Box>
      <DropZone label="Galeria" multiple onFiles={add} actions={<LibraryButton slot="Galeria" onClick={() => setPicking(true)} />} />
      {value.length === 0 && <Box sx={{ mt: 1.5 }}>{children}</Box>}
      <UploadProgressList uploads={uploads} />
      {picking && (
        <MediaLibraryDialog
          slot="Galeria"
          multiple
          onClose={() => setPicking(false)}
          onChoose={(files) => {
            setPicking(false);
            onChange((current) => addToGallery(current, files));
          }}
        />
      )}
    </Box>
  );
}
