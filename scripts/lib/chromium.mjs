/**
 * Debian's Chromium (never a downloaded browser) and the flags every headless run of ours gives it: root needs
 * --no-sandbox, and on this closed network Chromium's own background traffic (updates, sync, first-run pages) is
 * kept off — it would only wait on hosts it cannot reach and show up in measured networks. tests/playwright.config.ts
 * reads the same list.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
