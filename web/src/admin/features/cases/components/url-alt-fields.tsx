import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';

import { isHttpUrl, splitGallery, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { AltTextField } from '@/admin/components/media/alt-text-field';
import { MediaThumbnail } from '@/admin/components/media/media-thumbnail';

type FormControl = Control<CaseFormValues, unknown, CaseInput>;

/** 'Texto alternativo' of the image typed in `urlField`, shown once a URL is there. */
export function UrlAltField({ control, urlField, altField, image }: { control: FormControl; urlField: 'image_url' | 'chart_url'; altField: 'image_alt' | 'chart_alt'; image: string }) {
  const url = useWatch({ control, name: urlField });
  if (!url.trim()) return null;
  return (
    <Controller
      control={control}
      name={altField}
      render={({ field, fieldState }) => (
        <Box>
          <AltTextField image={image} value={field.value} onChange={field.onChange} />
          {fieldState.error && (
            <Typography variant="caption" color="error">
              {fieldState.error.message}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}

/** One alt text field per gallery URL typed, in the gallery's order, each beside a preview of its image. */
export function GalleryUrlAltFields({ control }: { control: FormControl }) {
  const text = useWatch({ control, name: 'gallery_images' });
  const urls = splitGallery(text).filter(isHttpUrl);
  if (urls.length === 0) return null;
  return (
    <Controller
      control={control}
      name="gallery_alts"
      render={({ field }) => (
        <Box component="ol" aria-label="Textos alternativos da galeria" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
          {urls.map((url, index) => {
            const image = `Imagem ${index + 1} da galeria`;
            return (
              <Box component="li" key={`${index}-${url}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <MediaThumbnail file={{ id: index, url }} alt={image} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" noWrap title={url} component="p" sx={{ mb: 1 }}>
                    {index + 1}. {url}
                  </Typography>
                  <AltTextField image={image} value={field.value[url] ?? ''} onChange={(alt) => field.onChange({ ...field.value, [url]: alt })} />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    />
  );
}
