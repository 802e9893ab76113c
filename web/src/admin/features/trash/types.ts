import type { AuditSubject } from '@alicerce/domain';

/** A deleted document waiting in the Lixeira (GET /api/trash): its type, name, slug, who deleted it and when it goes for good. */
export type TrashEntry = {
  id: number;
  subject_type: AuditSubject;
  subject_id: string;
  label: string | null;
  slug: string | null;
  version: number;
  actor_name: string;
  purge_after: string;
  createdAt: string;
};
