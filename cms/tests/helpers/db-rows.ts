import Database from 'better-sqlite3';
import { Client } from 'pg';

/** A client of the suite's PostgreSQL database (DATABASE_URL or host/port/name/user/password). */
const pgClient = () =>
  new Client(
    process.env.DATABASE_URL
      ? { connectionString: process.env.DATABASE_URL }
      : {
          host: process.env.DATABASE_HOST ?? '127.0.0.1',
          port: Number(process.env.DATABASE_PORT ?? 5432),
          database: process.env.DATABASE_NAME ?? 'strapi',
          user: process.env.DATABASE_USERNAME ?? 'strapi',
          password: process.env.DATABASE_PASSWORD ?? '',
        },
  );

/**
 * Row counts read straight from the suite's database (SQLite file or PostgreSQL, as global-setup chose), for
 * "nothing was stored" checks that no API could hide: e.g. users, which no role may list.
 * Each query is a `select count(*) as count …`.
 */
export async function countRows<K extends string>(queries: Record<K, string>): Promise<Record<K, number>> {
  const counts = {} as Record<K, number>;
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const client = pgClient();
    await client.connect();
    try {
      for (const key of Object.keys(queries) as K[]) counts[key] = Number((await client.query(queries[key])).rows[0].count);
    } finally {
      await client.end();
    }
    return counts;
  }
  const db = new Database(process.env.DATABASE_FILENAME!, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    for (const key of Object.keys(queries) as K[]) counts[key] = Number((db.prepare(queries[key]).get() as { count: number }).count);
  } finally {
    db.close();
  }
  return counts;
}

/** The same on the SQLite file of a CMS started by a test (helpers/cms-process.ts). */
export function countSqliteRows(file: string, sql: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return Number((db.prepare(sql).get() as { count: number }).count);
  } finally {
    db.close();
  }
}

/** Whole rows read straight from the suite's database (SQLite file or PostgreSQL), e.g. to see every column a write filled. */
export async function selectRows(sql: string): Promise<Array<Record<string, unknown>>> {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const client = pgClient();
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new Database(process.env.DATABASE_FILENAME!, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return db.prepare(sql).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/**
 * Rows written straight into a table of the suite's database in one transaction (large sets no API would take in time).
 * Dates go in as the CMS stores them: milliseconds in SQLite, timestamps in PostgreSQL.
 */
export async function insertRows(table: string, rows: Array<Record<string, string | number | Date | null>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map((column) => `"${column}"`).join(', ');
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const client = pgClient();
    await client.connect();
    try {
      await client.query('begin');
      for (let start = 0; start < rows.length; start += 500) {
        const slice = rows.slice(start, start + 500);
        const values = slice.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(
          `insert into "${table}" (${list}) values ${values}`,
          slice.flatMap((row) => columns.map((column) => row[column])),
        );
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(process.env.DATABASE_FILENAME!, { fileMustExist: true, timeout: 5000 });
  try {
    const insert = db.prepare(`insert into "${table}" (${list}) values (${columns.map(() => '?').join(', ')})`);
    const toSqlite = (value: unknown) => (value instanceof Date ? value.getTime() : value);
    db.transaction(() => rows.forEach((row) => insert.run(...columns.map((column) => toSqlite(row[column])))))();
  } finally {
    db.close();
  }
}

/** Runs one write statement (with `?` placeholders) on the suite's database: rows a test needs at chosen times. */
export async function runSql(sql: string, params: unknown[] = []): Promise<void> {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const client = pgClient();
    await client.connect();
    try {
      let n = 0;
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(process.env.DATABASE_FILENAME!, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A datetime as Strapi stores it: epoch milliseconds on SQLite, a UTC timestamp on PostgreSQL. */
export const storedTime = (iso: string) =>
  process.env.DATABASE_CLIENT === 'postgres' ? iso.replace('T', ' ').replace('Z', '') : new Date(iso).getTime();
