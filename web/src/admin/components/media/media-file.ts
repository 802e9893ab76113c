/** A media-library file as the CMS serves it (upload answer or populated relation). */
export type MediaFile = {
  id: number;
  url: string;
  name?: string;
  /** What the public site uses as the image's alt text (the site's own description when empty). */
  alternativeText?: string | null;
  mime?: string;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};
