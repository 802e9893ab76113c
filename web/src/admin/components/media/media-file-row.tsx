import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { MediaFile } from './media-file';

import { AltTextField } from './alt-text-field';
import { MediaThumbnail } from './media-thumbnail';

type Props = {
  file: MediaFile;
  /** Which image ('Imagem principal', 'Imagem 2 da galeria'): the thumbnail's alt and the alt text field's name. */
  image: string;
  /** Shown before the file name (the gallery's position). */
  prefix?: string;
  /** The file's alt text and its field; a slot whose form keeps the alt text elsewhere (an article's cover) has none. */
  alt?: string;
  onAltChange?: (text: string) => void;
  /** Before the thumbnail (the gallery's drag handle). */
  start?: ReactNode;
  /** After the name: the slot's buttons. */
  actions: ReactNode;
};

/** A chosen file in an image slot: preview, name and buttons on one line, its alt text field under them. */
export function MediaFileRow({ file, image, prefix = '', alt, onAltChange, start, actions }: Props) {
  const name = file.name ?? file.url;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {start}
        <MediaThumbnail file={file} alt={image} />
        <Typography variant="body2" noWrap title={name} sx={{ flex: 1, minWidth: 0 }}>
          {prefix}
          {name}
        </Typography>
        {actions}
      </Box>
      {onAltChange && <AltTextField image={image} value={alt ?? ''} onChange={onAltChange} />}
    </Box>
  );
}
