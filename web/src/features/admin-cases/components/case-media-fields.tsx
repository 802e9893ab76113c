import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';

import type { CaseMedia } from '../types';

import { GalleryMediaField } from './media/gallery-media-field';
import { SingleMediaField } from './media/single-media-field';

type Props = { media: CaseMedia; setMedia: Dispatch<SetStateAction<CaseMedia>> };

/** Main image, chart and gallery from the media library; an uploaded file wins over its URL field. */
export function CaseMediaFields({ media, setMedia }: Props) {
  return (
    <Stack spacing={2.5} sx={{ mt: 3 }}>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Mídia enviada
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Os arquivos enviados aqui substituem as URLs digitadas acima no site.
      </Typography>
      <SingleMediaField label="Imagem principal" value={media.image} onChange={(image) => setMedia((m) => ({ ...m, image }))} />
      <SingleMediaField label="Gráfico" value={media.chart} onChange={(chart) => setMedia((m) => ({ ...m, chart }))} />
      <GalleryMediaField value={media.gallery} onChange={(update) => setMedia((m) => ({ ...m, gallery: update(m.gallery) }))} />
    </Stack>
  );
}
