import type { Core, UID } from '@strapi/strapi';
import { AUDIT_SUBJECT_LABELS, type AuditSubject, type MediaPlace } from '@alicerce/domain';
import { EDITABLE_TYPES, uidOfSubject } from '../editing/editable-types';

/**
 * Where each media-library file is used (issue 55): the one place that knows every kind of reference, read once per
 * request for all the files asked about (no query per file).
 *
 * A file is used by
 * - a media field (relation) of an editable document: a case's image, chart and gallery, an article's cover, a
 *   testimonial's or team member's photo, a client's logo;
 * - an address kept as text or JSON: a case's `image_url`, `chart_url`, `gallery_images`, an article's body, a landing
 *   page's blocks and `og_image`, a page section's content — matched by the file's URL or the URL of any of its resized
 *   copies (`/uploads/…` or an absolute address ending in it), and a landing page's image stored as the file's id;
 * - an older version of a document (its revisions) or a document in the Lixeira: a restore must never meet a missing file.
 * Articles are read in both their draft and published rows.
 */

/** A media-library file as the index needs it. */
export type IndexedFile = { id: number; url: string; formats?: Record<string, { url?: string } | null> | null };

/** Keys under which a JSON value holds a media-library file by id (a landing page's `image` and `og_image`). */
const ID_KEYS = new Set(['image', 'og_image']);
/** An address inside any text: an absolute one, or a path of the local uploads. */
const ADDRESS = /https?:\/\/[^\s"'()<>[\]]+|\/uploads\/[^\s"'()<>[\]]+/g;

const REVISION = 'api::revision.revision';
const TRASH = 'api::trash-entry.trash-entry';
const DASHBOARD = '/admin/dashboard';

/** The dashboard path that opens a document (or its editor, where its history is). */
function pathOf(subject: AuditSubject, documentId: string, doc: Record<string, unknown>): string {
  switch (subject) {
    case 'case':
      return `${DASHBOARD}/cases/${documentId}`;
    case 'article':
      return `${DASHBOARD}/blog/${documentId}`;
    case 'landing_page':
      return `${DASHBOARD}/landing-pages/${documentId}`;
    case 'testimonial':
      return `${DASHBOARD}/prova-social/depoimentos/${documentId}`;
    case 'client':
      return `${DASHBOARD}/prova-social/clientes/${documentId}`;
    case 'team_member':
      return `${DASHBOARD}/prova-social/time/${documentId}`;
    case 'page_content':
      return `${DASHBOARD}/conteudo/${String(doc.page_slug)}/${encodeURIComponent(String(doc.section_key))}`;
    default:
      return `${DASHBOARD}/configuracoes`;
  }
}

const mediaFieldsOf = (strapi: Core.Strapi, uid: string) =>
  Object.entries(strapi.getModel(uid as UID.Schema).attributes as Record<string, { type: string }>)
    .filter(([, attribute]) => attribute.type === 'media')
    .map(([name]) => name);

/** The ids a media field holds: a populated file ({ id }) or a snapshot's id, one or a list. */
const idsOfMedia = (value: unknown): number[] =>
  [value]
    .flat()
    .map((item) => (typeof item === 'number' ? item : typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : null))
    .filter((id): id is number => typeof id === 'number');

/** A live document that shows a file: its content type, and a landing page's slug (what the site's rebuild is told). */
export type UsingDocument = { uid: string; slug?: string };

export type UsageIndex = { placesOf(fileId: number): MediaPlace[]; documentsOf(fileId: number): UsingDocument[] };

export async function buildUsageIndex(strapi: Core.Strapi, files: IndexedFile[]): Promise<UsageIndex> {
  const known = new Set(files.map((file) => file.id));
  const byAddress = new Map<string, number>();
  for (const file of files) {
    for (const url of [file.url, ...Object.values(file.formats ?? {}).map((format) => format?.url)]) if (url) byAddress.set(url, file.id);
  }
  const fileOfAddress = (address: string) => {
    const bare = address.replace(/[?#].*$/, '');
    const found = byAddress.get(bare);
    if (found !== undefined || !/^https?:/.test(bare)) return found;
    try {
      return byAddress.get(new URL(bare).pathname);
    } catch {
      return undefined;
    }
  };

  /** Every file a stored value names, by address anywhere in it, by id under an image key or as a media object. */
  const collect = (value: unknown, key: string | null, out: Set<number>) => {
    if (typeof value === 'string') {
      for (const [address] of value.matchAll(ADDRESS)) {
        const id = fileOfAddress(address);
        if (id !== undefined) out.add(id);
      }
    } else if (typeof value === 'number') {
      if (key !== null && ID_KEYS.has(key) && known.has(value)) out.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, key, out);
    } else if (value && typeof value === 'object') {
      const media = value as { id?: unknown; url?: unknown };
      if (typeof media.id === 'number' && typeof media.url === 'string' && known.has(media.id)) out.add(media.id);
      for (const [name, item] of Object.entries(value)) collect(item, name, out);
    }
  };

  const places = new Map<number, Map<string, MediaPlace>>();
  const documents = new Map<number, Map<string, UsingDocument>>();
  const add = (ids: Set<number>, key: string, place: MediaPlace) => {
    for (const id of ids) {
      if (!known.has(id)) continue;
      const ofFile = places.get(id) ?? new Map<string, MediaPlace>();
      if (!ofFile.has(key)) ofFile.set(key, place);
      places.set(id, ofFile);
    }
  };
  /** The files a document (a row, or a revision's or a Lixeira entry's snapshot) names. */
  const filesOf = (uid: string, doc: Record<string, unknown>) => {
    const out = new Set<number>();
    const media = mediaFieldsOf(strapi, uid);
    for (const name of media) for (const id of idsOfMedia(doc[name])) out.add(id);
    for (const [name, value] of Object.entries(doc)) if (!media.includes(name)) collect(value, name, out);
    return out;
  };
  const placeOf = (kind: MediaPlace['kind'], subject: AuditSubject, documentId: string, title: string | null, doc: Record<string, unknown>) => ({
    kind,
    type: AUDIT_SUBJECT_LABELS[subject],
    title: title ?? documentId,
    path: kind === 'trash' ? `${DASHBOARD}/lixeira` : pathOf(subject, documentId, doc),
  });

  for (const [uid, type] of Object.entries(EDITABLE_TYPES)) {
    const media = mediaFieldsOf(strapi, uid);
    const rows: Array<Record<string, unknown>> = await strapi.db
      .query(uid as UID.Schema)
      .findMany({ populate: Object.fromEntries(media.map((name) => [name, { select: ['id'] }])) });
    for (const row of rows) {
      const documentId = String(row.documentId);
      const ids = filesOf(uid, row);
      add(ids, `content:${type.subject}:${documentId}`, placeOf('content', type.subject, documentId, type.label(row), row));
      const slug = typeof row.slug === 'string' ? row.slug : undefined;
      for (const id of ids) documents.set(id, (documents.get(id) ?? new Map()).set(`${uid}:${slug}`, { uid, ...(slug ? { slug } : {}) }));
    }
  }

  const revisions: Array<{ subject_type: AuditSubject; subject_id: string; label: string | null; snapshot: unknown }> = await strapi.db
    .query(REVISION)
    .findMany({ select: ['subject_type', 'subject_id', 'label', 'snapshot'] });
  const trash: Array<{ subject_type: AuditSubject; subject_id: string; label: string | null; snapshot: unknown }> = await strapi.db
    .query(TRASH)
    .findMany({ select: ['subject_type', 'subject_id', 'label', 'snapshot'] });
  // The Lixeira first: an older version of a document that uses the file now, or is in the Lixeira, says nothing more.
  for (const [kind, entries] of [
    ['trash', trash],
    ['revision', revisions],
  ] as const) {
    for (const entry of entries) {
      const uid = uidOfSubject(entry.subject_type);
      const snapshot = entry.snapshot && typeof entry.snapshot === 'object' ? (entry.snapshot as Record<string, unknown>) : {};
      if (!uid) continue;
      const named = (id: number, other: string) => places.get(id)?.has(`${other}:${entry.subject_type}:${entry.subject_id}`);
      const ids = [...filesOf(uid, snapshot)].filter((id) => !named(id, 'content') && (kind === 'trash' || !named(id, 'trash')));
      add(
        new Set(ids),
        `${kind}:${entry.subject_type}:${entry.subject_id}`,
        placeOf(kind, entry.subject_type, entry.subject_id, entry.label, snapshot),
      );
    }
  }

  return {
    placesOf: (fileId) => [...(places.get(fileId)?.values() ?? [])],
    documentsOf: (fileId) => [...(documents.get(fileId)?.values() ?? [])],
  };
}
