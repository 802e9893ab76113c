import type { Core } from '@strapi/strapi';
import { recordAudit, requestActor } from '../utils/audit-log';

const USER = 'plugin::users-permissions.user';
type Snapshot = { id: number; username: string; blocked: boolean; role: { type: string; name: string } | null };

const snapshot = (strapi: Core.Strapi, where: Record<string, unknown>): Promise<Snapshot | null> =>
  strapi.db.query(USER).findOne({ where, select: ['id', 'username', 'blocked'], populate: { role: { select: ['type', 'name'] } } });

/**
 * A site account's role or blocked flag changed in a request (the dashboard's team tab or the Strapi panel): one
 * audit entry per change, naming the account by its username and the roles by name. A database lifecycle, so
 * every path that edits users is covered; only updates that carry `role` or `blocked` are compared (a sign-in's
 * token updates are not).
 */
export function auditUserChanges(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    async beforeUpdate(event) {
      const data = event.params.data ?? {};
      if (!('role' in data) && !('blocked' in data)) return;
      if (!requestActor(strapi)) return;
      event.state.auditBefore = await snapshot(strapi, event.params.where);
    },
    async afterUpdate(event) {
      const before = event.state.auditBefore as Snapshot | undefined;
      const actor = before ? requestActor(strapi) : null;
      if (!before || !actor) return;
      const after = await snapshot(strapi, { id: before.id });
      if (!after) return;
      const subject = { subject_type: 'user' as const, subject_id: after.id };
      if (before.role?.type !== after.role?.type) {
        await recordAudit(strapi, actor, {
          ...subject,
          action: 'role_changed',
          label: `${after.username}: ${before.role?.name ?? '—'} → ${after.role?.name ?? '—'}`,
        });
      }
      if (Boolean(before.blocked) !== Boolean(after.blocked)) {
        await recordAudit(strapi, actor, { ...subject, action: after.blocked ? 'blocked' : 'unblocked', label: after.username });
      }
    },
  });
}
