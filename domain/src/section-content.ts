import { z } from './zod';
import type { ContentType } from './enums';
import type { CtaContent, HeroContent } from './page-content';

/** The content a "hero" section's renderer reads (HeroSection): every key a string. */
export const heroContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  cta_label: z.string(),
  cta_href: z.string(),
}) satisfies z.ZodType<HeroContent>;

/** The content a "cta" section's renderer reads (FinalCtaSection): every key a string. */
export const ctaContentSchema = z.object({
  title: z.string(),
  text: z.string(),
  button_label: z.string(),
  button_href: z.string(),
}) satisfies z.ZodType<CtaContent>;

/** Content types a page renders today, with the shape their renderer reads; the others have none yet. */
export const SECTION_CONTENT_SCHEMAS = { hero: heroContentSchema, cta: ctaContentSchema } satisfies Partial<Record<ContentType, z.ZodType>>;
export type RenderedContentType = keyof typeof SECTION_CONTENT_SCHEMAS;

export const isRenderedContentType = (type: string): type is RenderedContentType => Object.hasOwn(SECTION_CONTENT_SCHEMAS, type);

/**
 * What the renderer of `type` is given for `content`: each key of its shape, the stored string or '' (a key left out,
 * or a value that is not a string). The preview in the panel draws this.
 */
export function renderedContent<T extends RenderedContentType>(
  type: T,
  content: Record<string, unknown>,
): z.infer<(typeof SECTION_CONTENT_SCHEMAS)[T]> {
  const keys = Object.keys(SECTION_CONTENT_SCHEMAS[type].shape);
  return Object.fromEntries(keys.map((key) => [key, typeof content[key] === 'string' ? content[key] : ''])) as z.infer<
    (typeof SECTION_CONTENT_SCHEMAS)[T]
  >;
}
