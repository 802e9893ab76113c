import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import { useController, type Control } from 'react-hook-form';

import { CASE_IMAGE_URL_MESSAGES as M, joinGallery, splitGallery, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { GalleryMediaField } from '@/admin/components/media/gallery-media-field';
import { SingleMediaField } from '@/admin/components/media/single-media-field';

import type { AltBinding } from '../lib/alt-texts';
import type { CaseMedia, MediaFile } from '../types';

type FormControl = Control<CaseFormValues, unknown, CaseInput>;

/** A refused address in a slot's own spec wording, as the CMS would answer it (an http:// one is invalid there too). */
const slotMessages = (invalid: string) => ({ invalid, http: invalid, long: M.long });

type Props = {
  control: FormControl;
  media: CaseMedia;
  setMedia: Dispatch<SetStateAction<CaseMedia>>;
  alt: AltBinding;
};

/**
 * One control per image slot (main image, chart, gallery): a media-library file (uploaded or picked) or an image given
 * by URL, each with its alt text, previewed as the site shows it. Files go to the case's media relations, addresses to
 * its URL fields (image_url, chart_url, gallery_images with gallery_alts), as the CMS stores them.
 */
export function CaseMediaFields({ control, media, setMedia, alt }: Props) {
  const gallery = useController({ control, name: 'gallery_images' });
  const galleryAlts = useController({ control, name: 'gallery_alts' });
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        O texto alternativo de cada imagem é o que leitores de tela leem no site; vazio, o site descreve a imagem pelo título do case.
      </Typography>
      <UrlSlot
        control={control}
        label="Imagem principal"
        urlField="image_url"
        altField="image_alt"
        invalid={M.image}
        file={media.image}
        alt={alt}
        onFile={(image) => setMedia((m) => ({ ...m, image }))}
      />
      <UrlSlot
        control={control}
        label="Gráfico"
        urlField="chart_url"
        altField="chart_alt"
        invalid={M.chart}
        file={media.chart}
        alt={alt}
        onFile={(chart) => setMedia((m) => ({ ...m, chart }))}
      />
      <GalleryMediaField
        value={media.gallery}
        alt={alt}
        onChange={(update) => setMedia((m) => ({ ...m, gallery: update(m.gallery) }))}
        urls={{
          value: splitGallery(gallery.field.value),
          onChange: (urls) => gallery.field.onChange(joinGallery(urls)),
          alts: galleryAlts.field.value,
          onAltsChange: galleryAlts.field.onChange,
          error: gallery.fieldState.error?.message ?? galleryAlts.fieldState.error?.message,
          messages: slotMessages(M.gallery),
        }}
      />
    </Stack>
  );
}

type SlotProps = {
  control: FormControl;
  label: string;
  urlField: 'image_url' | 'chart_url';
  altField: 'image_alt' | 'chart_alt';
  /** The spec's message for a bad address in this slot. */
  invalid: string;
  file: MediaFile | null;
  alt: AltBinding;
  onFile: (file: MediaFile | null) => void;
};

/** A single slot whose image is a media-library file or an address typed into the form (with its own alt text). */
function UrlSlot({ control, label, urlField, altField, invalid, file, alt, onFile }: SlotProps) {
  const url = useController({ control, name: urlField });
  const urlAlt = useController({ control, name: altField });
  return (
    <SingleMediaField
      label={label}
      value={file}
      alt={alt}
      onChange={onFile}
      url={{
        value: url.field.value,
        onChange: url.field.onChange,
        alt: { value: urlAlt.field.value, onChange: urlAlt.field.onChange },
        error: url.fieldState.error?.message ?? urlAlt.fieldState.error?.message,
        messages: slotMessages(invalid),
      }}
    />
  );
}
