/**
 * What globalSetup hands globalTeardown: both run in Jest's main process (not in a test file's context), so they
 * share its globalThis. Only what the teardown uses is typed.
 */
type SuiteState = {
  __STRAPI__?: { destroy: () => Promise<void> };
  __TMP__?: string;
  __MAIL__?: { close: () => Promise<unknown> };
};

export const suiteState = globalThis as typeof globalThis & SuiteState;
