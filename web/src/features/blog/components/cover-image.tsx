import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import type { Article } from '../types';

type Props = {
  article: Pick<Article, 'cover' | 'cover_alt' | 'title'>;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once (the first featured card, the article header). */
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/** Article cover with a srcset of the CMS's resized formats; nothing when the article has no cover. */
export function CoverImage({ article, sizes, eager = false, sx }: Props) {
  const { cover } = article;
  if (!cover) return null;
  const formats = cover.formats ?? {};
  const candidates = [formats.small, formats.medium, formats.large, cover]
    .filter((format): format is NonNullable<typeof format> => Boolean(format?.url && format.width))
    .map((format) => `${format.url} ${format.width}w`);

  return (
    <Box
      component="img"
      src={(formats.medium ?? cover).url}
      srcSet={candidates.length > 0 ? candidates.join(', ') : undefined}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={article.cover_alt ?? cover.alternativeText ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      sx={[
        { display: 'block', width: '100%', height: 'auto', aspectRatio: `${cover.width} / ${cover.height}`, objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
