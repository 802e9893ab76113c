import Stack from '@mui/material/Stack';
import type { Dispatch, SetStateAction } from 'react';
import type { Control } from 'react-hook-form';

import type { CaseFormValues, CaseInput } from '@alicerce/domain';
import { FormTextField } from '@/components/admin/form-text-field';
import { GalleryMediaField } from '@/components/admin/media/gallery-media-field';
import { SingleMediaField } from '@/components/admin/media/single-media-field';

import type { CaseMedia } from '../types';


type Props = { control: Control<CaseFormValues, unknown, CaseInput>; media: CaseMedia; setMedia: Dispatch<SetStateAction<CaseMedia>> };

/**
 * One place per image slot (main image, chart, gallery): the uploaded file, or an upload area with the URL field
 * beside it. An uploaded file is what the site shows, so its slot hides the URL field while the file is there.
 */
export function CaseMediaFields({ control, media, setMedia }: Props) {
  return (
    <Stack spacing={3}>
      <SingleMediaField label="Imagem principal" value={media.image} onChange={(image) => setMedia((m) => ({ ...m, image }))}>
        <FormTextField control={control} name="image_url" label="URL da imagem" />
      </SingleMediaField>
      <SingleMediaField label="Gráfico" value={media.chart} onChange={(chart) => setMedia((m) => ({ ...m, chart }))}>
        <FormTextField control={control} name="chart_url" label="URL do gráfico" />
      </SingleMediaField>
      <GalleryMediaField value={media.gallery} onChange={(update) => setMedia((m) => ({ ...m, gallery: update(m.gallery) }))}>
        <FormTextField control={control} name="gallery_images" label="Imagens da galeria (URLs)" multiline minRows={2} helperText="URLs separadas por vírgula" />
      </GalleryMediaField>
    </Stack>
  );
}
