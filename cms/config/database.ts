import type { Core } from '@strapi/strapi';
import path from 'path';

/** The pool's better-sqlite3 connection, as far as this file uses it. */
type SqliteConnection = { pragma(statement: string): unknown };

/**
 * SQLite by default (cms/.tmp/data.db, or DATABASE_FILENAME); PostgreSQL when DATABASE_CLIENT=postgres,
 * from DATABASE_URL or the host/port/name/user/password variables.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL');
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  // dist/config at run time: the CMS folder is two levels up.
  const cmsRoot = path.join(__dirname, '..', '..');
  const synchronous = env('DATABASE_SQLITE_SYNCHRONOUS', 'FULL').toUpperCase();
  if (!['NORMAL', 'FULL', 'EXTRA'].includes(synchronous))
    throw new Error(`DATABASE_SQLITE_SYNCHRONOUS must be NORMAL, FULL or EXTRA, not "${synchronous}"`);
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // Write-ahead log: a commit appends to the -wal file with one fsync instead of rewriting pages through
        // a rollback journal (a lead insert took half the time), and reads no longer wait for writes.
        // synchronous=FULL (default) keeps every answered write even on a power cut; NORMAL skips that fsync
        // and can lose the last commits on a power cut, never on a process crash. After a kill -9 the log is
        // replayed when the file is next opened. busy_timeout: a script reading the file waits, not fails.
        afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void) => {
          conn.pragma('journal_mode = WAL');
          conn.pragma(`synchronous = ${synchronous}`);
          conn.pragma('busy_timeout = 5000');
          done(null, conn);
        },
      },
    },
  };
};
