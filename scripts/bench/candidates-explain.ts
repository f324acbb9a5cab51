import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { searchCandidates } from '../../apps/server/src/features/candidates/search-candidates.ts';
import { candidateSearchQuerySchema } from '../../apps/server/src/features/candidates/schemas.ts';
import { openRawConnection } from './raw-sql.ts';

/**
 * `--explain` of the candidates benchmark: the statements `GET /api/candidates` runs for one URL, captured by running
 * the feature's own `searchCandidates` on a Drizzle handle with a query logger, each timed alone (median of a few
 * sequential runs, one connection) and its plan printed with EXPLAIN (ANALYZE, BUFFERS) — so a slow search says which
 * statement, and which part of its plan, costs the time. Read-only: the replay runs in a transaction rolled back.
 */

interface Statement {
  text: string;
  params: unknown[];
}

class CapturingLogger implements Logger {
  statements: Statement[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (!/^(begin|commit|rollback)\b/i.test(query.trim())) this.statements.push({ text: query, params });
  }
}

const runs = 5;

export async function explainCandidateSearch(
  target: { url: string } | { pglite: PGlite },
  employerId: string,
  urlPath: string,
): Promise<string> {
  const logger = new CapturingLogger();
  const connection = await openRawConnection(target, logger);
  try {
    const query = candidateSearchQuerySchema.parse(
      Object.fromEntries(new URL(urlPath, 'http://bench.local').searchParams),
    );
    const clock = { now: () => new Date() };
    const search = {
      words: query.q ?? [],
      skills: query.skills ?? [],
      region: query.region,
      country: query.country,
      experience: query.experience,
      jobType: query.type,
      forJob: query.forJob,
      page: query.page,
    };
    const started = performance.now();
    await searchCandidates({ db: connection.db, clock }, employerId, search);
    const whole = performance.now() - started;
    const statements = [...logger.statements];
    const lines = [`${decodeURIComponent(urlPath)}: searchCandidates() alone ${whole.toFixed(1)} ms (first run)`];
    await connection.query('begin');
    try {
      for (const statement of statements) {
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const before = performance.now();
          await connection.query(statement.text, statement.params);
          times.push(performance.now() - before);
        }
        times.sort((a, b) => a - b);
        const params = JSON.stringify(statement.params);
        lines.push(
          '',
          `-- ${times[Math.floor(runs / 2)]!.toFixed(1)} ms (median of ${runs}): ${statement.text.slice(0, 300)}${statement.text.length > 300 ? '…' : ''}`,
          `-- params: ${params.length > 300 ? `${params.slice(0, 300)}…` : params}`,
        );
        if (!/^\s*select\b/i.test(statement.text)) continue;
        const plan = await connection.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
        lines.push(...plan.rows.map((row) => String(Object.values(row)[0])));
      }
    } finally {
      await connection.query('rollback');
    }
    return lines.join('\n');
  } finally {
    await connection.close();
  }
}
