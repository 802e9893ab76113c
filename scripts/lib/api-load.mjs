// Load on the CMS's public API as the site sends it, for `npm run bench:api` (one CMS, and `--replicas 2`):
// autocannon (from tests/node_modules), the requests the site makes, and the CPU the CMS processes spend.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './steps.mjs';

const autocannon = createRequire(join(ROOT, 'tests', 'package.json'))('autocannon');

/** The reads as the site sends them (web/src/site/features/*\/api): same paths, same query strings. */
export function publicReads() {
  const { SETTING_KEYS } = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
  const settings = SETTING_KEYS.map((key, i) => `filters[setting_key][$in][${i}]=${key}`).join('&');
  return [
    { name: 'GET /api/cases', path: '/api/cases?pagination[pageSize]=100' },
    { name: 'GET /api/articles', path: '/api/articles' },
    { name: 'GET /api/page-contents (home)', path: '/api/page-contents?filters[page_slug][$eq]=home&pagination[pageSize]=100' },
    { name: 'GET /api/site-settings', path: `/api/site-settings?${settings}` },
  ];
}

/** What a browser sends with the site's API calls (it accepts compressed answers). */
export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:api',
  origin: 'http://localhost:4173',
};

/**
 * CPU time (ms) the processes `pids` have used so far, from /proc (Linux): CPU per request says what a request
 * costs even when other work on the machine stretches the latencies.
 */
export function cpuMs(...pids) {
  try {
    return pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }, 0);
  } catch {
    return NaN;
  }
}

/** CPU time of the whole machine so far, from /proc/stat: busy and total jiffies over every core. */
export function machineCpu() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = fields.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: total - fields[3] - fields[4], total };
}

/** Waits (≤ 20 s) until the processes are idle: work a burst left behind (notification e-mails) is counted with it. */
export async function settled(...pids) {
  for (let i = 0, last = cpuMs(...pids); i < 80; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = cpuMs(...pids);
    if (!(now - last > 25 * pids.length)) return now;
    last = now;
  }
  return cpuMs(...pids);
}

/** Runs autocannon; `lastAnswerAt` is when the last response arrived (autocannon itself only ends on a 1-s tick). */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    let lastAnswerAt = Date.now();
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve({ ...result, lastAnswerAt })));
    instance.on('response', () => (lastAnswerAt = Date.now()));
  });
}

/** A lead as the site's form sends it (web/src/site/features/leads/api/create-lead.ts): one distinct person each. */
export function leadBody(run, n) {
  return JSON.stringify({
    data: {
      name: 'Maria Aparecida Souza',
      email: `carga-${run}-${n}@bench.example`,
      phone: '(15) 99876-5432',
      company: 'Construtora Horizonte',
      message: 'Queremos lançar um residencial em Sorocaba no próximo semestre.',
      source_page: '/contato',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'lancamento',
      first_utm_source: 'google',
      landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=lancamento',
      referrer: 'https://www.google.com/',
      website_url: '',
    },
  });
}

export async function storedLeads(url, auth) {
  const res = await fetch(`${url}/api/leads?pagination[pageSize]=1`, { headers: auth });
  if (!res.ok) throw new Error(`counting leads failed: ${res.status} ${await res.text()}`);
  return (await res.json()).meta.pagination.total;
}
