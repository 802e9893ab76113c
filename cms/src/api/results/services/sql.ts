import type { Core } from '@strapi/strapi';

/**
 * The few SQL expressions SQLite and PostgreSQL spell differently. Strapi keeps datetimes as epoch milliseconds
 * on SQLite and as timestamp (UTC) on PostgreSQL.
 */
export type Dialect = {
  /** The São Paulo day (YYYY-MM-DD) of a datetime column: UTC−3 (Brazil has had no daylight saving time since 2019). */
  saoPauloDay(column: string): string;
  /** A URL path's part before any '?' (written chr(63): knex.raw would take a literal ? for a binding), lowercased. */
  pathOnly(column: string): string;
  /**
   * A table read through one index: SQLite's planner, from its statistics, prefers a skip-scan of a UTM index plus a
   * row lookup per conversion to the report's covering index; PostgreSQL's chooses well by itself.
   */
  through(table: string, index: string): string;
};

const SQLITE: Dialect = {
  saoPauloDay: (column) => `strftime('%Y-%m-%d', "${column}" / 1000 - 10800, 'unixepoch')`,
  pathOnly: (column) =>
    `lower(CASE WHEN instr("${column}", char(63)) > 0 THEN substr("${column}", 1, instr("${column}", char(63)) - 1) ELSE "${column}" END)`,
  through: (table, index) => `"${table}" INDEXED BY "${index}"`,
};

const POSTGRES: Dialect = {
  saoPauloDay: (column) => `to_char("${column}" - interval '3 hours', 'YYYY-MM-DD')`,
  pathOnly: (column) => `lower(split_part("${column}", chr(63), 1))`,
  through: (table) => `"${table}"`,
};

export const dialectOf = (strapi: Core.Strapi): Dialect => (strapi.db.dialect.client === 'postgres' ? POSTGRES : SQLITE);
