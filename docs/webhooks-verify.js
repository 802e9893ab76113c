// How a receiver checks a webhook from the site (docs/webhooks.md). Node.js, no dependencies; the CMS's tests run
// this very file against real deliveries (cms/tests/webhooks.test.ts).
const { createHmac, timingSafeEqual } = require('crypto');

const TOLERANCE_SECONDS = 300;

/**
 * `rawBody`: the request body exactly as received (a string or Buffer, before any JSON parsing).
 * `header`: the value of the `Alicerce-Signature` header. `secret`: the endpoint's secret (whsec_…).
 * Returns true only for a request signed with that secret less than 5 minutes ago.
 */
function verifyAlicerceWebhook(rawBody, header, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(header || '')
      .split(',')
      .map((part) => part.trim().split('=')),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false; // a replayed or delayed request
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

module.exports = { verifyAlicerceWebhook };
