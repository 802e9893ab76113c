import type { DeliveryRow } from './table';

const iso = (ms: number | string | null) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

/** Who a delivery goes to, for the dashboard: the e-mail's address, or the webhook endpoint's id. */
function recipient(row: DeliveryRow) {
  try {
    const message = JSON.parse(row.message);
    return row.channel === 'email' ? String(message.to ?? '') : `webhook #${message.endpoint_id}`;
  } catch {
    return '';
  }
}

/** A delivery as the dashboard shows it (admins only): state, attempts and their results, never the message body. */
export const publicDelivery = (row: DeliveryRow) => ({
  id: Number(row.id),
  key: row.delivery_key,
  channel: row.channel,
  event: row.event,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  endpoint_id: row.endpoint_id === null ? null : Number(row.endpoint_id),
  recipient: recipient(row),
  state: row.state,
  attempts: Number(row.attempts),
  next_attempt_at: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  sent_at: iso(row.sent_at),
  last_error: row.last_error,
  created_at: iso(row.created_at),
  attempt_log: (() => {
    try {
      return (JSON.parse(row.attempt_log || '[]') as Array<{ at: number; ok: boolean; ms: number; error?: string }>).map((a) => ({
        ...a,
        at: iso(a.at),
      }));
    } catch {
      return [];
    }
  })(),
});
