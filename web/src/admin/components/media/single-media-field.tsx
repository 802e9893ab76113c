import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import type { AltBinding } from './alt-binding';
import type { MediaFile } from './media-file';
import { fileImage, urlImage, type UrlBinding } from './slot-image';

import { DropZone } from './drop-zone';
import { LIBRARY_URL_HINT, libraryFileAt } from './find-library-file';
import { ImageRow } from './image-row';
import { LibraryButton } from './library-button';
import { MediaLibraryDialog } from './media-library-dialog';
import { UploadProgressList } from './upload-progress-list';
import { UrlPasteField } from './url-paste-field';
import { useUploads } from './use-uploads';

type Props = {
  label: string;
  value: MediaFile | null;
  onChange: (file: MediaFile | null) => void;
  alt?: AltBinding;
  /** The slot may also hold an image given by address (a case's main image, chart): its URL and alt text. */
  url?: UrlBinding;
};

/**
 * One image slot, one control: the image the site shows (a media-library file, else the address given) with its alt
 * text and 'Remover'; empty, a drop zone with the file picker, the media library and a field to paste an address:
 * kept as it is where the slot stores addresses (`url`), else taken as the library file stored there.
 */
export function SingleMediaField({ label, value, onChange, alt, url }: Props) {
  const { uploads, upload, busy } = useUploads();
  const [picking, setPicking] = useState(false);
  /** A slot that keeps only library files takes a pasted address of one of them. */
  const pickAt = async (address: string) => {
    const found = await libraryFileAt(address);
    if (typeof found === 'string') return found;
    onChange(found);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value ? (
        <SlotFrame>
          <ImageRow
            {...fileImage(value)}
            image={label}
            alt={alt?.of(value)}
            onAltChange={alt && ((text) => alt.set(value.id, text))}
            actions={<RemoveButton label={label} onClick={() => onChange(null)} />}
          />
        </SlotFrame>
      ) : url?.value ? (
        <SlotFrame>
          <ImageRow
            {...urlImage(url.value)}
            image={label}
            error={url.error}
            alt={url.alt?.value}
            onAltChange={url.alt?.onChange}
            actions={
              <RemoveButton
                label={label}
                onClick={() => {
                  url.onChange('');
                  url.alt?.onChange('');
                }}
              />
            }
          />
        </SlotFrame>
      ) : (
        <DropZone
          label={label}
          disabled={busy}
          onFiles={async (files) => onChange((await upload(files))[0] ?? null)}
          actions={<LibraryButton slot={label} onClick={() => setPicking(true)} />}
          footer={
            url ? (
              <UrlPasteField slot={label} messages={url.messages} onUrl={url.onChange} />
            ) : (
              <UrlPasteField slot={label} onUrl={pickAt} hint={LIBRARY_URL_HINT} />
            )
          }
        />
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

/** The chosen image's frame: the same card as a gallery image's. */
function SlotFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>{children}</Box>;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="error" size="small" onClick={onClick} aria-label={`Remover ${label}`} sx={{ flexShrink: 0 }}>
      Remover
    </Button>
  );
}
