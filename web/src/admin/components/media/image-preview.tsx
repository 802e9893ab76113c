import Box from '@mui/material/Box';

/** The image of a slot at a readable size, cropped as the site's cards crop it (the whole picture shows in its page). */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{ width: 96, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0, bgcolor: 'action.hover' }}
    />
  );
}
