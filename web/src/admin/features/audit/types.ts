import type { AuditAction, AuditSubject } from '@alicerce/domain';

/** One entry of GET /api/audit-entries (admins only). */
export type AuditEntry = {
  documentId: string;
  actor_key: string;
  actor_name: string;
  action: AuditAction;
  subject_type: AuditSubject;
  subject_id: string | null;
  label: string | null;
  createdAt: string;
};

export type AuditActor = { key: string; name: string };

/** The list as the tab asks for it: person (actor key), type, page. Empty strings: every person, every type. */
export type AuditQuery = { actor: string; subject: AuditSubject | ''; page: number };
