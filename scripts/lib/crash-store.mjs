// What the crash check reads straight from the database after a kill -9, bypassing the CMS: SQLite through
// better-sqlite3 (opening the file replays its write-ahead log), PostgreSQL through pg (it recovers its own).
// The frozen-sink check reads the outbox's e-mail rows the same way.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './steps.mjs';

const cmsRequire = createRequire(join(ROOT, 'cms', 'package.json'));

/** The outbox's e-mail rows stored since a time (epoch ms): key (the Message-ID's left part), state, attempts, log. */
const EMAIL_DELIVERIES = `SELECT delivery_key, state, attempts, attempt_log FROM outbox_deliveries WHERE channel = 'email' AND created_at >= `;
const EMAIL_DELIVERIES_SQLITE = `${EMAIL_DELIVERIES}? ORDER BY id`;
const EMAIL_DELIVERIES_PG = `${EMAIL_DELIVERIES}$1 ORDER BY id`;

export async function openStore({ sqliteFile } = {}) {
  if (sqliteFile) {
    const wal = `${sqliteFile}-wal`;
    // Before opening: a log left behind by the killed process holds commits not yet copied into the file.
    const walBytes = existsSync(wal) ? statSync(wal).size : 0;
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(sqliteFile);
    return {
      kind: 'SQLite',
      walBytes,
      journalMode: () => db.pragma('journal_mode', { simple: true }),
      integrity: () =>
        db
          .pragma('integrity_check')
          .map((row) => row.integrity_check)
          .join('; '),
      leadEmails: (like) =>
        db
          .prepare('SELECT email FROM leads WHERE email LIKE ?')
          .all(like)
          .map((r) => r.email),
      confirmedBookings: (date, time) =>
        db
          .prepare(`SELECT email FROM bookings WHERE date = ? AND time = ? AND booking_state = 'confirmed'`)
          .all(date, time)
          .map((r) => r.email),
      emailDeliveriesSince: async (ms) => db.prepare(EMAIL_DELIVERIES_SQLITE).all(ms),
      close: async () => db.close(),
    };
  }
  const { Client } = cmsRequire('pg');
  const client = new Client(
    process.env.DATABASE_URL
      ? { connectionString: process.env.DATABASE_URL }
      : {
          host: process.env.DATABASE_HOST || '127.0.0.1',
          port: Number(process.env.DATABASE_PORT || 5432),
          database: process.env.DATABASE_NAME || 'strapi',
          user: process.env.DATABASE_USERNAME || 'strapi',
          password: process.env.DATABASE_PASSWORD || '',
        },
  );
  await client.connect();
  const emails = async (sql, params) => (await client.query(sql, params)).rows.map((r) => r.email);
  return {
    kind: 'PostgreSQL',
    // The server was not killed, only the CMS: PostgreSQL's own log and checks are not what is tested here.
    walBytes: null,
    journalMode: null,
    integrity: null,
    leadEmails: (like) => emails('SELECT email FROM leads WHERE email LIKE $1', [like]),
    confirmedBookings: (date, time) =>
      emails(`SELECT email FROM bookings WHERE date = $1 AND time = $2 AND booking_state = 'confirmed'`, [date, time]),
    emailDeliveriesSince: async (ms) => (await client.query(EMAIL_DELIVERIES_PG, [ms])).rows,
    close: () => client.end(),
  };
}
