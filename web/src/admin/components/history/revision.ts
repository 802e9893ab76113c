/** The editable types that keep a history (the CMS's revision subjects). */
export type RevisionSubject = 'case' | 'article' | 'page_content' | 'site_setting' | 'testimonial' | 'client' | 'team_member' | 'landing_page';

/** What a save did to the document. */
export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'restored';

/** One kept save of a document, as `GET /api/revisions/:subject/:documentId` lists it (newest first). */
export type Revision = {
  id: number;
  version: number;
  action: RevisionAction;
  actor_name: string;
  changed_fields: string[] | null;
  /** The document's stored fields: media as file ids, relations as documentIds, an article's body as blocks. */
  snapshot: Record<string, unknown>;
  label: string | null;
  /** The version a restore brought back. */
  restored_from: number | null;
  savedAt: string;
};

/** How a field of the form is named in the history (the conflict view's label maps fit). */
export type HistoryLabels = Record<string, { label: string } | undefined>;

/** What an editor tells its 'Histórico': which document, how its fields are named, and what to do after a restore. */
export type HistoryConfig = {
  subject: RevisionSubject;
  /** Null for a new record not saved yet: no history to show. */
  documentId: string | null | undefined;
  /** The version the editor holds now (read when restoring: it goes as If-Match). */
  version: () => number | null;
  /** The form's labels; a function when they depend on the values compared (a section's content keys). */
  labels: HistoryLabels | ((...snapshots: Record<string, unknown>[]) => HistoryLabels);
  /** The fields that hold media-library file ids (shown as thumbnails). */
  media?: readonly string[];
  /** A snapshot as the fields compared (a section's content as one field per key); as stored by default. */
  fields?: (snapshot: Record<string, unknown>) => Record<string, unknown>;
  /** The type can be published: the restore offers 'Restaurar também a situação de publicação'. */
  publication?: boolean;
  /** The form has unsaved changes (a restore would discard them). */
  dirty?: boolean;
  /** The restored document, as the editor's GET answers it: the editor shows it from now on. */
  onRestored: (document: Record<string, unknown>) => void;
};
