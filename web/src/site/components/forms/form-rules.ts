/**
 * The shared rules (zod schemas of domain/) the public forms check before sending, in a chunk of their own: zod is
 * the heaviest code a public page would evaluate, and a form needs it only once its visitor starts filling it in —
 * never while the page loads. Loaded through form-rules-loader.ts.
 */
export { bookingSlotSchema, contactFieldsSchema, parseInput } from '@alicerce/domain';
