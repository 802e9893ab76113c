export { formatDateTimeBr as formatDateTime, formatIsoDateBr as formatIsoDate } from '@alicerce/domain';

/** Today as YYYY-MM-DD, for file names. */
export const todayStamp = () => new Date().toISOString().slice(0, 10);
