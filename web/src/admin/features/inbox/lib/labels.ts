export { BOOKING_STATE_LABELS, LEAD_STATUS_LABELS } from '@alicerce/domain';
