import Box from '@mui/material/Box';

/**
 * The image of a slot at a readable size, cropped as the site's cards crop it (the whole picture shows in its page);
 * `square`: the small square of a list row.
 */
export function ImagePreview({ src, alt, square = false }: { src: string; alt: string; square?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{
        width: square ? 72 : 96,
        aspectRatio: square ? '1' : '4 / 3',
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
        bgcolor: 'action.hover',
      }}
    />
  );
}
