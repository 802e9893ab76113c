import fs from 'fs';
import os from 'os';
import path from 'path';
import request from 'supertest';
import { productionConfigProblems } from '../src/bootstrap/production-guard';
import { startCms, startRunningCms, strongSecrets } from './helpers/cms-process';

/**
 * The Strapi panel in production (issue 53): it never reaches leads, bookings or consent records (read in the
 * dashboard, behind the second factor), and its super-admin never shares the dashboard admin's password. Each case
 * starts the compiled CMS with NODE_ENV=production in a process of its own.
 */
const PANEL_ADMIN = { email: 'painel@alicerce.example', password: 'Painel-de-Producao-2026' };
const SITE_ADMIN_PASSWORD = 'Site-de-Producao-2026';
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  SEED: 'false',
  ...strongSecrets(),
  PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
  PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
  ...env,
});

it('the rules: PANEL_ADMIN_PASSWORD may not repeat SEED_ADMIN_PASSWORD', () => {
  expect(
    productionConfigProblems({
      ...strongSecrets(),
      SEED_ADMIN_PASSWORD: PANEL_ADMIN.password,
      PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
      PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
    }),
  ).toEqual(["PANEL_ADMIN_PASSWORD repeats SEED_ADMIN_PASSWORD (the Strapi panel never shares the dashboard admin's password)"]);
});

it("the panel's routes refuse leads, bookings and consent records in production, any way the type is written", async () => {
  const cms = await startRunningCms(production());
  try {
    const login = await request(cms.url).post('/admin/login').send(PANEL_ADMIN);
    expect(login.status).toBe(200);
    const panel = (url: string) => request(cms.url).get(url).set('Authorization', `Bearer ${login.body.data.token}`);
    for (const uid of ['api::lead.lead', 'api::booking.booking', 'api::consent-record.consent-record']) {
      for (const url of [`/content-manager/collection-types/${uid}`, `/content-manager/collection-types/${encodeURIComponent(uid)}?page=1`]) {
        const res = await panel(url);
        expect([url, res.status]).toEqual([url, 403]);
        expect(res.body.error.message).toBe('Dados pessoais não ficam no painel do Strapi: use o painel do site.');
      }
    }
    expect((await panel('/content-manager/collection-types/api::case.case')).status).toBe(200);
    const types = (await panel('/content-manager/content-types')).body.data as Array<{ uid: string; isDisplayed: boolean }>;
    expect(types.filter((t) => t.isDisplayed).map((t) => t.uid)).not.toEqual(expect.arrayContaining(['api::lead.lead']));
    expect(types.find((t) => t.uid === 'api::case.case')?.isDisplayed).toBe(true);
  } finally {
    await cms.stop();
  }
}, 120_000);

it("refuses to start while the panel's admin has the dashboard admin's password; PANEL_ADMIN_PASSWORD replaces it", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-shared-'));
  const dbFile = path.join(dir, 'panel.db');
  try {
    // A panel admin made with the password the dashboard admin is later given.
    const first = await startRunningCms(production({ PANEL_ADMIN_PASSWORD: SITE_ADMIN_PASSWORD }), dbFile);
    await first.stop();
    const refused = await startCms(production({ SEED_ADMIN_PASSWORD: SITE_ADMIN_PASSWORD, PANEL_ADMIN_EMAIL: '', PANEL_ADMIN_PASSWORD: '' }), dbFile);
    expect('url' in refused).toBe(false);
    if ('url' in refused) await refused.stop();
    else expect(refused.stderr).toContain(`the Strapi panel admin ${PANEL_ADMIN.email} has the dashboard admin's password`);

    const fixed = await startRunningCms(production({ SEED_ADMIN_PASSWORD: SITE_ADMIN_PASSWORD }), dbFile);
    try {
      expect((await request(fixed.url).post('/admin/login').send(PANEL_ADMIN)).status).toBe(200);
      expect((await request(fixed.url).post('/admin/login').send({ email: PANEL_ADMIN.email, password: SITE_ADMIN_PASSWORD })).status).toBe(400);
    } finally {
      await fixed.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);
