import type { Core } from '@strapi/strapi';
import { PERSONAL_DATA_RETENTION_MONTHS_DEFAULT, SYSTEM_ACTOR } from '@alicerce/domain';
import { recordAudit } from '../utils/audit-log';
import { anonymisePersonalData, countsLabel } from '../utils/personal-data';

/** PERSONAL_DATA_RETENTION_MONTHS (default 24): a positive whole number of months, or the default. */
export function retentionMonths(value = process.env.PERSONAL_DATA_RETENTION_MONTHS): number {
  const months = Number(value);
  return Number.isInteger(months) && months > 0 ? months : PERSONAL_DATA_RETENTION_MONTHS_DEFAULT;
}

/** The moment `months` calendar months before `now`: rows created before it have been kept long enough. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The daily retention job (config/cron-tasks.ts): leads and bookings created more than the retention period ago
 * are anonymised with the same function as a data subject's request; rows already anonymised are skipped, so a
 * second run changes nothing. A run that changed rows leaves one audit entry with the counts.
 */
export async function anonymiseExpiredPersonalData(strapi: Core.Strapi, now = new Date()) {
  const olderThan = { createdAt: { $lt: retentionCutoff(now, retentionMonths()) } };
  const changed = await anonymisePersonalData(strapi, { leads: olderThan, bookings: olderThan }, now);
  if (changed.leads + changed.bookings > 0) {
    strapi.log.info(`[retention] anonymised ${changed.leads} lead(s) and ${changed.bookings} booking(s)`);
    await recordAudit(strapi, SYSTEM_ACTOR, { action: 'anonymised', subject_type: 'personal_data', label: countsLabel(changed) });
  }
  return changed;
}
