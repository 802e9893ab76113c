import Database from 'better-sqlite3';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';

/**
 * The daily retention job (config/cron-tasks.ts) on a CMS of its own, with its cron rule set to every second
 * (PERSONAL_DATA_RETENTION_CRON) and the default 24-month period: rows are aged by rewriting their creation date
 * in the database, then the job's runs are watched.
 */
let cms: RunningCms;
const MONTH_MS = 30.5 * 24 * 3600_000;

const contact = (name: string, email: string) => ({
  name,
  email,
  phone: '(15) 99876-5432',
  company: 'Empresa Exemplo',
  message: `Mensagem de ${name}`,
  source_page: '/contato',
  utm_source: 'google',
  user_agent: 'Mozilla/5.0',
});
const rows = (sql: string, ...params: unknown[]) => {
  const db = new Database(cms.dbFile, { readonly: true, timeout: 5000 });
  try {
    return db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
};
/** Sets a row's creation date `months` ago, in the format the CMS stored it in. */
function age(table: string, email: string, months: number) {
  const db = new Database(cms.dbFile, { timeout: 5000 });
  try {
    const [{ created_at }] = db.prepare(`select created_at from ${table} limit 1`).all() as Array<{ created_at: unknown }>;
    const date = new Date(Date.now() - months * MONTH_MS);
    const iso = date.toISOString();
    const value = typeof created_at === 'number' ? date.getTime() : String(created_at).includes('T') ? iso : iso.replace('T', ' ').replace('Z', '');
    db.prepare(`update ${table} set created_at = ? where email = ?`).run(value, email);
  } finally {
    db.close();
  }
}
const byEmail = () =>
  Object.fromEntries(
    rows(
      'select email, name, phone, message, anonymised_at from leads union all select email, name, phone, message, anonymised_at from bookings',
    ).map((r) => [r.email, r]),
  );
const waitFor = async (check: () => boolean, ms = 15_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) if (check()) return;
  throw new Error('timed out');
};

beforeAll(async () => {
  cms = await startRunningCms({ SEED: 'false', ...strongSecrets(), PERSONAL_DATA_RETENTION_CRON: '* * * * * *' });
  await cms.createDocuments('api::lead.lead', [
    contact('Antigo', 'antigo@teste.example'),
    contact('Recente', 'recente@teste.example'),
    contact('Novo', 'novo@teste.example'),
  ]);
  await cms.createDocuments('api::booking.booking', [
    { ...contact('Reserva Antiga', 'reserva.antiga@teste.example'), date: '2024-03-04', time: '09:00', meeting_url: 'https://meet.example/a' },
    { ...contact('Reserva Recente', 'reserva.recente@teste.example'), date: '2026-03-04', time: '09:00', meeting_url: 'https://meet.example/b' },
  ]);
}, 120_000);
afterAll(() => cms?.stop());

it('anonymises only leads and bookings older than 24 months, keeps every row, and a second run changes nothing', async () => {
  const counts = () => rows('select (select count(*) from leads) as leads, (select count(*) from bookings) as bookings')[0];
  const before = counts();
  age('leads', 'antigo@teste.example', 25);
  age('leads', 'recente@teste.example', 23);
  age('bookings', 'reserva.antiga@teste.example', 30);
  age('bookings', 'reserva.recente@teste.example', 1);

  await waitFor(
    () =>
      rows('select count(*) as n from leads where anonymised_at is not null')[0].n === 1 &&
      rows('select count(*) as n from bookings where anonymised_at is not null')[0].n === 1,
  );
  const first = rows(
    'select id, anonymised_at, name, email, phone, message, company, user_agent, source_page, utm_source from leads union all select id, anonymised_at, name, email, phone, message, company, user_agent, source_page, utm_source from bookings where anonymised_at is not null',
  );
  const anonymised = first.filter((r) => r.anonymised_at != null);
  expect(anonymised).toHaveLength(2);
  for (const row of anonymised) {
    expect(row).toMatchObject({
      name: 'Titular anonimizado',
      email: 'anonimizado@anonimizado.invalid',
      phone: '',
      message: null,
      company: null,
      user_agent: null,
      source_page: '/contato',
      utm_source: 'google',
    });
  }
  const kept = byEmail();
  for (const email of ['recente@teste.example', 'novo@teste.example', 'reserva.recente@teste.example'])
    expect(kept[email]).toMatchObject({ anonymised_at: null, phone: '(15) 99876-5432' });
  expect(kept['antigo@teste.example']).toBeUndefined();
  expect(counts()).toEqual(before);

  // A few more runs of the job: the same rows, the same dates, one audit entry.
  await new Promise((r) => setTimeout(r, 3000));
  expect(
    rows('select id, anonymised_at from leads union all select id, anonymised_at from bookings where anonymised_at is not null').filter(
      (r) => r.anonymised_at != null,
    ),
  ).toEqual(anonymised.map(({ id, anonymised_at }) => ({ id, anonymised_at })));
  expect(rows("select action, label from audit_entries where actor_key = 'sistema'")).toEqual([
    { action: 'anonymised', label: 'Leads: 1, agendamentos: 1' },
  ]);
}, 60_000);
