import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import type { ImageUrlIssue } from '@alicerce/domain';

import type { AltBinding } from './alt-binding';
import { focusMoved } from '../list-order';
import { visuallyHidden } from '../visually-hidden';

import { addToGallery, GALLERY_MESSAGES, galleryKeys, galleryUrlRefusal, moveItem } from './gallery-order';
import type { MediaFile } from './media-file';
import { fileImage, urlImage } from './slot-image';

import { DropZone } from './drop-zone';
import { GalleryItem, type MoveControl } from './gallery-item';
import { LibraryButton } from './library-button';
import { MediaLibraryDialog } from './media-library-dialog';
import { UploadProgressList } from './upload-progress-list';
import { UrlPasteField } from './url-paste-field';
import { useUploads } from './use-uploads';

/** A gallery that may also be given by addresses (a case's): the URLs in order, their alt texts by URL, the form's message. */
export type GalleryUrls = {
  value: string[];
  onChange: (urls: string[]) => void;
  alts: Record<string, string>;
  onAltsChange: (alts: Record<string, string>) => void;
  error?: string;
  /** The gallery's wording of a refused address (a case's: the spec's messages). */
  messages?: Partial<Record<ImageUrlIssue, string>>;
};

type Props = { value: MediaFile[]; onChange: (update: (files: MediaFile[]) => MediaFile[]) => void; alt: AltBinding; urls?: GalleryUrls };

/**
 * The gallery, in the order the site shows it, in one control: files uploaded (several at once), picked in the media
 * library or — for a gallery that keeps addresses — pasted as URLs; reordered by dragging their handle, by the arrow
 * keys on the focused handle or with the move buttons (each move announced); an alt text each; removed. The site
 * shows the library's files when there are any, else the addresses, so the field lists the same.
 */
export function GalleryMediaField({ value, onChange, alt, urls }: Props) {
  const { uploads, upload } = useUploads();
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const byUrl = value.length === 0 && urls !== undefined;
  const addresses = urls?.value ?? [];
  const keys = galleryKeys(byUrl ? addresses : value);
  const count = keys.length;

  const add = async (files: File[]) => {
    const stored = await upload(files);
    onChange((current) => [...current, ...stored]);
  };
  const move = (from: number, to: number, control?: MoveControl) => {
    if (byUrl) urls.onChange(moveItem(addresses, from, to));
    else onChange((files) => moveItem(files, from, to));
    setMoved(`Imagem movida para a posição ${to + 1} de ${count}.`);
    if (control) focusMoved(list.current, keys[from], control);
  };
  const remove = (index: number) => {
    if (byUrl) urls.onChange(addresses.filter((_, i) => i !== index));
    else onChange((files) => files.filter((_, i) => i !== index));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Galeria{count > 0 && ` — ${count} ${count === 1 ? 'imagem' : 'imagens'}`}
      </Typography>
      {count > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Arraste uma imagem pela alça, use as setas do teclado sobre ela ou os botões para mudar a ordem em que o site mostra a galeria.
        </Typography>
      )}
      {count > 0 && (
        <Box
          ref={list}
          component="ol"
          aria-label="Imagens da galeria"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
        >
          {keys.map((key, index) => {
            const file = byUrl ? null : value[index];
            const url = addresses[index];
            return (
              <GalleryItem
                key={key}
                image={{ key, ...(file ? fileImage(file) : urlImage(url)) }}
                index={index}
                count={count}
                alt={file ? alt.of(file) : (urls?.alts[url] ?? '')}
                onAltChange={(text) => (file ? alt.set(file.id, text) : urls?.onAltsChange({ ...urls.alts, [url]: text }))}
                dragged={dragged}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onMove={move}
                onRemove={() => remove(index)}
              />
            );
          })}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {moved}
      </Box>
      {urls?.error && (
        <Typography role="alert" variant="caption" color="error" component="p" sx={{ mb: 1 }}>
          {urls.error}
        </Typography>
      )}
      {!byUrl && addresses.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => urls?.onChange([])}>
              Remover os endereços
            </Button>
          }
        >
          {GALLERY_MESSAGES.mixed}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, wordBreak: 'break-all' }}>
            {addresses.map((url, index) => (
              <li key={`${index}-${url}`}>{url}</li>
            ))}
          </Box>
        </Alert>
      )}
      <DropZone
        label="Galeria"
        multiple
        onFiles={add}
        actions={<LibraryButton slot="Galeria" onClick={() => setPicking(true)} />}
        footer={
          urls && (
            <UrlPasteField
              slot="Galeria"
              messages={urls.messages}
              refuse={(url) => galleryUrlRefusal(url, addresses, value.length)}
              onUrl={(url) => urls.onChange([...addresses, url])}
            />
          )
        }
      />
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
