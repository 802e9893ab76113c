import { ApiError } from '@/shared/lib/api-error';
import { publicRequest } from '@/site/lib/public-api';

import { pendingConsentRecords, removeConsentRecord } from './consent-queue';

let sending: Promise<void> | null = null;

/**
 * Sends the queued consent records to the CMS (POST /api/consent-records), oldest first, each taken off the queue
 * once stored. The CMS stores a choice sent twice once, so a record whose answer was lost is simply sent again.
 * A record the CMS refuses as invalid (400, 413) would be refused forever: it is logged and dropped. Any other
 * failure (offline, 429, 5xx, the page left) stops the round and the rest waits for the next page load.
 * Loaded only when there is something to send: no cost on a page where the visitor chose earlier.
 */
export function sendConsentRecords(): Promise<void> {
  sending ??= (async () => {
    for (let record = pendingConsentRecords()[0]; record; record = pendingConsentRecords()[0]) {
      try {
        await publicRequest('POST', '/consent-records', { body: { data: record } });
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 400 || error.status === 413))) return;
        console.error('Consent record refused by the CMS', error.serverMessage ?? error.message, record);
      }
      removeConsentRecord(record);
    }
  })().finally(() => (sending = null));
  return sending;
}
