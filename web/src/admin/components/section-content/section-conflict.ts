// The version precondition and the conflict view for a section's content (issue 51), for the two editors of a
// section: the dashboard's page-content editor and the edit mode on the public pages (the one part of the dashboard
// those pages may load, as leave-guard.ts).
import { CONTENT_TYPE_LABELS, isRenderedContentType, parseContentText, type ContentType } from '@alicerce/domain';

import type { ConflictFields } from '../edit-conflict/three-way';

import { SECTION_FORM_FIELDS } from './section-form-fields';

export { useEditConflict } from '../edit-conflict/use-edit-conflict';

/** A section as the conflict view compares it: its type, and each key of its content as a field of its own. */
export type SectionConflictValues = Record<string, unknown>;

const CONTENT = 'content.';

/** The section's type and content (as the form's JSON text) → one field per content key. */
export function sectionConflictValues(contentType: string, contentText: string): SectionConflictValues {
  const parsed = parseContentText(contentText);
  if (!parsed.ok) return { content_type: contentType, content: contentText };
  return { content_type: contentType, ...Object.fromEntries(Object.entries(parsed.value).map(([key, value]) => [`${CONTENT}${key}`, value])) };
}

/** A stored row (page_contents: content_type + content) → the same fields. */
export const rowConflictValues = (row: Record<string, unknown>) =>
  sectionConflictValues(String(row.content_type ?? ''), JSON.stringify(row.content ?? {}));

/** The fields back as the form holds them: the type, and the content as JSON text. */
export function sectionFormOf(values: SectionConflictValues): { content_type: string; content: string } {
  if (typeof values.content === 'string') return { content_type: String(values.content_type), content: values.content };
  const content = Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => key.startsWith(CONTENT) && value !== undefined)
      .map(([key, value]) => [key.slice(CONTENT.length), value]),
  );
  return { content_type: String(values.content_type), content: JSON.stringify(content, null, 2) };
}

/** The labels of a section's fields: the type, and each content key by its form label (or its key, for JSON-only types). */
export function sectionConflictFields(contentType: string, ...values: SectionConflictValues[]): ConflictFields<SectionConflictValues> {
  const form = isRenderedContentType(contentType) ? SECTION_FORM_FIELDS[contentType] : {};
  const keys = new Set(values.flatMap((value) => Object.keys(value)).filter((key) => key.startsWith(CONTENT)));
  return {
    content_type: { label: 'Tipo de conteúdo', describe: (value) => CONTENT_TYPE_LABELS[value as ContentType] ?? String(value) },
    content: { label: 'Conteúdo (JSON)' },
    ...Object.fromEntries([...keys].map((key) => [key, { label: form[key.slice(CONTENT.length)]?.label ?? key.slice(CONTENT.length) }])),
  };
}
