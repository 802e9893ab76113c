import { siteMediaUrl } from '@/shared/lib/media-sources';

import type { MediaFile } from './media-file';

/**
 * The address the public site gives an image of a slot, so the field previews exactly what the site shows: a
 * media-library file on the site's own origin (`/uploads/…`, as the public pages' `siteMediaUrl` does), an address
 * given by URL as it is.
 */
export const fileSrc = (file: Pick<MediaFile, 'url'>) => siteMediaUrl(file.url);
