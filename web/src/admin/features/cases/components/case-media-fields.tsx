import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import type { Control } from 'react-hook-form';

import type { CaseFormValues, CaseInput } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';
import { GalleryMediaField } from '@/admin/components/media/gallery-media-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import type { AltBinding } from '../lib/alt-texts';
import type { CaseMedia } from '../types';

import { GalleryUrlAltFields, UrlAltField } from './url-alt-fields';

type Props = {
  control: Control<CaseFormValues, unknown, CaseInput>;
  media: CaseMedia;
  setMedia: Dispatch<SetStateAction<CaseMedia>>;
  alt: AltBinding;
};

/**
 * One place per image slot (main image, chart, gallery): the chosen file with its alt text, or an upload area, the
 * media library and the URL field with the alt text of the image it names. A media-library file is what the site shows, so its slot hides the URL field
 * while the file is there.
 */
export function CaseMediaFields({ control, media, setMedia, alt }: Props) {
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        O texto alternativo de cada imagem é o que leitores de tela leem no site; vazio, o site descreve a imagem pelo título do case.
      </Typography>
      <SingleMediaField label="Imagem principal" value={media.image} alt={alt} onChange={(image) => setMedia((m) => ({ ...m, image }))}>
        <FormTextField control={control} name="image_url" label="URL da imagem" />
        <UrlAltField control={control} urlField="image_url" altField="image_alt" image="Imagem principal" />
      </SingleMediaField>
      <SingleMediaField label="Gráfico" value={media.chart} alt={alt} onChange={(chart) => setMedia((m) => ({ ...m, chart }))}>
        <FormTextField control={control} name="chart_url" label="URL do gráfico" />
        <UrlAltField control={control} urlField="chart_url" altField="chart_alt" image="Gráfico" />
      </SingleMediaField>
      <GalleryMediaField value={media.gallery} alt={alt} onChange={(update) => setMedia((m) => ({ ...m, gallery: update(m.gallery) }))}>
        <Stack spacing={1.5}>
          <FormTextField control={control} name="gallery_images" label="Imagens da galeria (URLs)" multiline minRows={2} helperText="URLs separadas por vírgula" />
          <GalleryUrlAltFields control={control} />
        </Stack>
      </GalleryMediaField>
    </Stack>
  );
}
