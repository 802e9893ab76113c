import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { AltTextField } from './alt-text-field';
import { ImagePreview } from './image-preview';

type Props = {
  /** What the site shows (see image-src.ts). */
  src: string;
  /** The file's name, or the address given. */
  name: string;
  /** Which image ('Imagem principal', 'Imagem 2 da galeria'): the preview's alt and the alt text field's name. */
  image: string;
  /** Shown before the name (the gallery's position). */
  prefix?: string;
  /** Where the image comes from ('Biblioteca de mídia', 'URL'), under its name. */
  source: string;
  /** The image's alt text and its field; a slot whose form keeps the alt text elsewhere (an article's cover) has none. */
  alt?: string;
  onAltChange?: (text: string) => void;
  /** Before the preview (the gallery's reorder handle). */
  start?: ReactNode;
  /** After the name: the slot's buttons. */
  actions: ReactNode;
  /** A message about this image (an address the CMS refuses), under it. */
  error?: string;
};

/** A chosen image in a slot: the preview as the site shows it, its name and buttons, its alt text field under them. */
export function ImageRow({ src, name, image, prefix = '', source, alt, onAltChange, start, actions, error }: Props) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {/* On a phone the buttons go under the name when it would leave too little room for it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap' }}>
        {start}
        <ImagePreview src={src} alt={image} />
        <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
          <Typography variant="body2" noWrap title={name}>
            {prefix}
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {source}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0, ml: 'auto' }}>{actions}</Box>
      </Box>
      {error && (
        <Typography role="alert" variant="caption" color="error">
          {error}
        </Typography>
      )}
      {onAltChange && <AltTextField image={image} value={alt ?? ''} onChange={onAltChange} />}
    </Box>
  );
}
