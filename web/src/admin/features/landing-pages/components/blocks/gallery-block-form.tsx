import Typography from '@mui/material/Typography';
import { LIMITS } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { LandingImageField } from './landing-image-field';
import { ListBlockForm, type ListSpec } from './list-block-form';

const IMAGES: ListSpec = {
  field: 'images',
  label: 'Imagens',
  itemLabel: 'Imagem',
  fields: [],
  empty: () => ({ image: null, alt: '', caption: '' }),
  max: LIMITS.landing.gallery,
  extra: (control, path) => (
    <>
      <LandingImageField control={control} name={`${path}.image`} altName={`${path}.alt`} label="Imagem" />
      <FormTextField control={control} name={at(path, 'caption')} label="Legenda" />
    </>
  ),
};

export const GALLERY_EMPTY_HINT =
  'Adicione as fotos do empreendimento (da biblioteca de mídia ou por endereço). Enquanto a galeria não tiver imagens, ela não aparece na página.';

/** Galeria: a title and the images (from the media library or by address), each with its alt text and caption. */
export const GalleryBlockForm = (props: BlockFormProps) => (
  <ListBlockForm {...props} list={IMAGES}>
    <Typography variant="body2" color="text.secondary">
      {GALLERY_EMPTY_HINT}
    </Typography>
  </ListBlockForm>
);
