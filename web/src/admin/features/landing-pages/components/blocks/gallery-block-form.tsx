import Stack from '@mui/material/Stack';

import { LIMITS } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { ItemsField } from './items-field';
import { LandingImageField } from './landing-image-field';
import { TitledFields } from './titled-fields';

/** Galeria: a title and the images (from the media library or by address), each with its alt text and caption. */
export function GalleryBlockForm(props: BlockFormProps) {
  return (
    <Stack spacing={2}>
      <TitledFields {...props} />
      <ItemsField
        control={props.control}
        name={at('blocks', props.index, 'images')}
        label="Imagens"
        itemLabel="Imagem"
        fields={[]}
        empty={() => ({ image: null, alt: '', caption: '' })}
        max={LIMITS.landing.gallery}
        extra={(path) => (
          <>
            <LandingImageField control={props.control} name={`${path}.image`} altName={`${path}.alt`} label="Imagem" />
            <FormTextField control={props.control} name={at(path, 'caption')} label="Legenda" />
          </>
        )}
      />
    </Stack>
  );
}
