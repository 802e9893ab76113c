// The database a volume seed writes into (the CMS's own: SQLite by DATABASE_FILENAME, or PostgreSQL by DATABASE_URL /
// DATABASE_*), as two operations — used by scripts/seed-volume.mjs and the Mídia bench's seeding (seed-media-files.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { ROOT } from './steps.mjs';

const cmsRequire = createRequire(join(ROOT, 'cms', 'package.json'));

/** The database as two operations: insert rows of one table in batches, and close. */
export async function openDatabase(env = process.env) {
  if (env.DATABASE_CLIENT === 'postgres') {
    const { Client } = cmsRequire('pg');
    const client = new Client(
      env.DATABASE_URL
        ? { connectionString: env.DATABASE_URL }
        : {
            host: env.DATABASE_HOST,
            port: Number(env.DATABASE_PORT ?? 5432),
            database: env.DATABASE_NAME,
            user: env.DATABASE_USERNAME,
            password: env.DATABASE_PASSWORD,
          },
    );
    await client.connect();
    return {
      async insert(table, columns, rows) {
        await client.query('begin');
        for (let start = 0; start < rows.length; start += 1000) {
          const slice = rows.slice(start, start + 1000);
          const values = slice.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(',')})`).join(',');
          await client.query(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${values}`, slice.flat());
        }
        await client.query('commit');
      },
      analyze: () => client.query('analyze'),
      close: () => client.end(),
    };
  }
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(env.DATABASE_FILENAME, { fileMustExist: true, timeout: 30_000 });
  return {
    async insert(table, columns, rows) {
      const statement = db.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`);
      const toSqlite = (value) => (value instanceof Date ? value.getTime() : value);
      db.transaction(() => rows.forEach((row) => statement.run(row.map(toSqlite))))();
    },
    analyze: async () => db.exec('analyze'),
    close: async () => db.close(),
  };
}
