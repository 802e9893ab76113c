import type { MediaFile } from './media-file';

import { ImagePreview } from './image-preview';

/** Small square preview of a media-library file (its thumbnail format when there is one). */
export function MediaThumbnail({ file, alt }: { file: MediaFile; alt: string }) {
  return <ImagePreview src={file.formats?.thumbnail?.url ?? file.url} alt={alt} square />;
}
