import type { Core } from '@strapi/strapi';
import type { AuditAction, AuditSubject } from '@alicerce/domain';

export type AuditActor = { key: string; name: string };
export type AuditRecord = { action: AuditAction; subject_type: AuditSubject; subject_id?: string | number | null; label?: string | null };

/**
 * Who is making the current request: a site account (content API, `site:<id>`) or a Strapi panel account
 * (`painel:<id>`); null outside a request (seed, jobs) or for an anonymous one.
 */
export function requestActor(strapi: Core.Strapi): AuditActor | null {
  const state = strapi.requestContext.get()?.state;
  if (!state?.user?.id) return null;
  const { user } = state;
  const panel = state.auth?.strategy?.name === 'admin';
  const name = panel ? `${user.email} (painel Strapi)` : (user.username ?? user.email);
  return { key: `${panel ? 'painel' : 'site'}:${user.id}`, name: String(name).slice(0, 255) };
}

/**
 * Writes one entry of the audit log. A failed write is logged and never fails the change it describes (the change
 * is already made); the log line names the action and record, never the entry's label.
 */
export async function recordAudit(strapi: Core.Strapi, actor: AuditActor, record: AuditRecord) {
  try {
    await strapi.db.query('api::audit-entry.audit-entry').create({
      data: {
        actor_key: actor.key,
        actor_name: actor.name,
        action: record.action,
        subject_type: record.subject_type,
        subject_id: record.subject_id == null ? null : String(record.subject_id).slice(0, 100),
        label: record.label ? String(record.label).slice(0, 255) : null,
      },
    });
  } catch (error) {
    strapi.log.error(`[audit] ${record.action} ${record.subject_type} ${record.subject_id ?? ''} not recorded: ${(error as Error).message}`);
  }
}
