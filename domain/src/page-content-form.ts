import { z } from './zod';
import { pageContentInputSchema, type PageContentInput } from './page-content';

export const PAGE_CONTENT_FORM_MESSAGES = {
  json: 'JSON inválido',
  shape: 'Formato de conteúdo inválido',
} as const;

/** The page-content form as typed: content is JSON text (spec §5 "Page content form"). */
export type PageContentFormValues = {
  page_slug: string;
  section_key: string;
  content_type: string;
  content: string;
};

/** content text → JSON object, or the spec message saying what is wrong. */
export function parseContentText(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: PAGE_CONTENT_FORM_MESSAGES.json };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: PAGE_CONTENT_FORM_MESSAGES.shape };
  return { ok: true, value: value as Record<string, unknown> };
}

/** Text form → upsert payload, with the rules and messages of `pageContentInputSchema`. */
export const pageContentFormSchema = z
  .object({ page_slug: z.string(), section_key: z.string(), content_type: z.string(), content: z.string() })
  .transform((form, ctx): PageContentInput => {
    const content = parseContentText(form.content);
    const parsed = pageContentInputSchema.safeParse({ ...form, content: content.ok ? content.value : {} });
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
    if (!content.ok) issues.push({ path: 'content', message: content.message });
    if (issues.length > 0) {
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: form });
      return z.NEVER;
    }
    return parsed.data!;
  });
