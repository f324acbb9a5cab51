import { sql, type SQL } from 'drizzle-orm';

/** PostgreSQL's array syntax (`{"Lagos","Ikeja \"Island\""}`), each value quoted, its quotes and backslashes escaped. */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * A list of texts as one `text[]` parameter, whatever its length: a statement's text (and so its plan cache entry and
 * its line in pg_stat_statements) does not change with the number of values, as `array[$1, $2, …]` did. Both drivers
 * take the literal as a plain string.
 */
export const textArrayParam = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;

/** Ids as one `uuid[]` parameter (`column = any(…)`), for the same reason: one statement whatever the count. */
export const uuidArrayParam = (ids: readonly string[]): SQL => sql`${textArrayLiteral(ids)}::uuid[]`;
