import type { ConsentRecordInput } from '@alicerce/domain';

/**
 * Consent records not yet stored by the CMS, oldest first, kept in the browser until the CMS has them (a failed
 * send is tried again on the next page load). Where storage is blocked they are kept for this page load only.
 */
export const CONSENT_QUEUE_KEY = 'alicerce.consent.pending';
/** A visitor offline for long makes a handful of choices; beyond this many the oldest give way (and say so). */
const MAX_PENDING = 20;

let memory: ConsentRecordInput[] = [];
let storageBlocked = false;

const sameChoice = (a: ConsentRecordInput, b: ConsentRecordInput) => a.consent_id === b.consent_id && a.chosen_at === b.chosen_at;

export function pendingConsentRecords(): ConsentRecordInput[] {
  if (storageBlocked) return memory;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(CONSENT_QUEUE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ConsentRecordInput[]) : [];
  } catch {
    return memory;
  }
}

function write(records: ConsentRecordInput[]) {
  memory = records;
  try {
    if (records.length) window.localStorage.setItem(CONSENT_QUEUE_KEY, JSON.stringify(records));
    else window.localStorage.removeItem(CONSENT_QUEUE_KEY);
  } catch {
    storageBlocked = true;
  }
}

export function queueConsentRecord(record: ConsentRecordInput) {
  const records = [...pendingConsentRecords(), record];
  const dropped = records.slice(0, -MAX_PENDING);
  if (dropped.length) console.error('Consent records dropped unsent (too many pending)', dropped);
  write(records.slice(-MAX_PENDING));
}

/** Takes a record off the queue once the CMS has it (or refused it for good). */
export function removeConsentRecord(record: ConsentRecordInput) {
  write(pendingConsentRecords().filter((pending) => !sameChoice(pending, record)));
}

/** Tests only. @internal */
export function resetConsentQueueForTests() {
  memory = [];
  storageBlocked = false;
}
