import type { AuditSubject, PresenceAnswer, PresenceList } from '@alicerce/domain';
import { env } from '@/shared/config/env';
import { api } from '@/admin/lib/api-client';
import { cmsApiUrl } from '@/shared/lib/cms-url';
import { getSession } from '@/shared/lib/session';

/** The document a presence request is about: its editable subject ('case') and documentId. */
export type PresenceTarget = { subject: AuditSubject; documentId: string };

const path = ({ subject, documentId }: PresenceTarget) => `/editing/${subject}/${encodeURIComponent(documentId)}`;

/** PUT /api/editing/:subject/:documentId `{ tab, watching? }`: keeps (or, watching, drops) this tab's mark; answers the others'. */
export async function sendHeartbeat(target: PresenceTarget, tab: string, watching: boolean): Promise<PresenceAnswer> {
  return (await api.put<{ data: PresenceAnswer }>(path(target), watching ? { tab, watching } : { tab })).data.data;
}

/** POST …/take-over `{ tab }`: this tab becomes the editor; the others are told at their next heartbeat. */
export async function takeOverEditing(target: PresenceTarget, tab: string): Promise<PresenceAnswer> {
  return (await api.post<{ data: PresenceAnswer }>(`${path(target)}/take-over`, { tab })).data.data;
}

/** DELETE …?tab=: releases this tab's mark; keepalive, so it still leaves while the page is being closed. */
export function releaseEditing(target: PresenceTarget, tab: string): void {
  const jwt = getSession()?.jwt;
  if (!jwt) return;
  void fetch(cmsApiUrl(env.CMS_URL, path(target), { tab }), { method: 'DELETE', keepalive: true, headers: { Authorization: `Bearer ${jwt}` } }).catch(
    () => undefined,
  );
}

/** GET /api/editing/:subject?ids=…: which of those documents other people are editing now, and who. */
export async function getEditingMarks(subject: AuditSubject, ids: readonly string[]): Promise<PresenceList> {
  return (await api.get<{ data: PresenceList }>(`/editing/${subject}`, { params: { ids: ids.join(',') } })).data.data;
}
