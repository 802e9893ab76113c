import type { Core } from '@strapi/strapi';
import { auditDocumentChanges } from './bootstrap/audit-documents';
import { auditUserChanges } from './bootstrap/audit-users';
import { applyAuthSettings } from './bootstrap/auth-settings';
import { ensurePanelAdmin } from './bootstrap/panel-admin';
import { applyPermissions } from './bootstrap/permissions';
import { guardProductionAdmins, guardProductionConfig } from './bootstrap/production-guard';
import { scheduleArticlePublishing } from './bootstrap/scheduled-articles';
import { ensureUniqueIndexes } from './bootstrap/unique-indexes';
import { ensureAnalyticsRollups } from './bootstrap/analytics-rollups';
import { ensureInboxIndexes } from './bootstrap/inbox-indexes';
import { ensureInboxSearch } from './bootstrap/inbox-search';
import { ensureResultsIndexes } from './bootstrap/results-indexes';
import { reportDisallowedUploads } from './bootstrap/upload-audit';
import { ensureApiUploadFolder } from './bootstrap/upload-folder';
import { seed } from './seed';
import { versionedWrites } from './editing/versioned-writes';
import { notifySiteOfContentChanges, removeLegacyRebuildWebhook } from './site-rebuild/notify-site';
import { startOutbox, stopOutbox } from './outbox';
import { ensureKnownBrowsersTable } from './auth/known-browsers';
import { enforceSecondFactorForAdmins } from './second-factor/enforce';
import { hidePersonalDataFromPanel } from './bootstrap/panel-personal-data';
import { ensureSecondFactorTable } from './second-factor/table';
import { ensureSessionTable } from './sessions/table';
import { ensureRecentDocumentsTable } from './recent/table';
import { ensurePhoneKeys, keepPhoneKeys } from './search/phone-key';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before the database opens: production never starts on missing or placeholder secrets.
    guardProductionConfig();
    // Who changed a case, article, page section or site script, and when (the dashboard's Auditoria tab).
    auditDocumentChanges(strapi);
    // Publishing reaches the site's prerender (SITE_REBUILD_WEBHOOK_URL; a landing page's HTML within a second): only
    // content changes, only what changed. Before the versioned writes, so it is told after their transaction.
    notifySiteOfContentChanges(strapi);
    // Every save of an editable document names the version it loaded (409 when stale) and keeps a revision (issue 51).
    versionedWrites(strapi);
    // 'Exigir segundo fator para administradores': an admin without a second factor reaches only enrolment (issue 53).
    enforceSecondFactorForAdmins(strapi);
    // In production the Strapi panel does not list leads, bookings or consent records (middlewares/panel-personal-data.ts).
    hidePersonalDataFromPanel(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Before the server listens: no administrator keeps the development password in production, and the Strapi
    // panel has its super-admin (from PANEL_ADMIN_* or, in development, the seed's) before anyone can claim it.
    await guardProductionAdmins(strapi);
    await ensurePanelAdmin(strapi);
    await ensureUniqueIndexes(strapi);
    await ensureAnalyticsRollups(strapi);
    await ensureInboxIndexes(strapi);
    await ensureInboxSearch(strapi);
    // The digits the dashboard's search finds a lead's or booking's phone by: kept on every write, backfilled (issue 57).
    keepPhoneKeys(strapi);
    await ensurePhoneKeys(strapi);
    await ensureResultsIndexes(strapi);
    await ensureSecondFactorTable(strapi);
    // What 'Sessões' shows of each session (browser, system, address, first and last seen).
    await ensureSessionTable(strapi);
    await ensureRecentDocumentsTable(strapi);
    // The e-mails owed for leads and bookings: stored with them, sent (and retried) by this process's worker.
    await startOutbox(strapi);
    // The browsers each account signed in from (the new-browser e-mail, src/auth/sign-in.ts).
    await ensureKnownBrowsersTable(strapi);
    await applyPermissions(strapi);
    await applyAuthSettings(strapi);
    await ensureApiUploadFolder(strapi);
    await reportDisallowedUploads(strapi);
    // The Strapi webhook earlier versions registered for the site's receiver sent every entry, leads included.
    await removeLegacyRebuildWebhook(strapi);
    auditUserChanges(strapi);
    await seed(strapi);
    scheduleArticlePublishing(strapi);
  },

  async destroy() {
    await stopOutbox();
  },
};
