import type { SxProps, Theme } from '@mui/material/styles';

import { ResponsivePicture } from '@/site/components/ui/responsive-picture';
import { mediaSources } from '@/shared/lib/media-sources';

import type { Article } from '../types';

type Props = {
  article: Pick<Article, 'cover' | 'cover_alt' | 'title'>;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once (the first featured card, the article header). */
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/** Article cover, WebP first, with a srcset of the CMS's resized formats; nothing when the article has no cover. */
export function CoverImage({ article, sizes, eager = false, sx }: Props) {
  const { cover } = article;
  if (!cover) return null;
  const { src, srcSet, avifSrcSet, webpSrcSet, dark, objectPosition } = mediaSources(cover);
  return (
    <ResponsivePicture
      src={src}
      srcSet={srcSet}
      avifSrcSet={avifSrcSet}
      webpSrcSet={webpSrcSet}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={article.cover_alt ?? cover.alternativeText ?? ''}
      priority={eager}
      dark={dark}
      objectPosition={objectPosition}
      sx={[
        { display: 'block', width: '100%', height: 'auto', aspectRatio: `${cover.width} / ${cover.height}`, objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
