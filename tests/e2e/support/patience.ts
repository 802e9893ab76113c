/**
 * How much longer a step may wait in CI: a clean-clone run shares 2 cores between the CMS, the site, the mail sink and
 * two browsers (load average 6–9), where a dashboard grid that shows 3.5 s after load on an idle machine took over
 * 7 s. These are waits for something to happen, not speed claims: speed is measured in `npm run bench:*`.
 */
export const patience = process.env.CI ? 2 : 1;
