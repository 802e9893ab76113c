/** A media-library file as the CMS serves it (upload answer or populated relation). */
export type MediaFile = {
  id: number;
  url: string;
  name?: string;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};
