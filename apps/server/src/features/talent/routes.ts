import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { talentStatsSchema, type TalentStats } from '@orbit/shared/talent-stats-contracts';
import type { AppDeps } from '../../lib/request-context.ts';
import { countTalentStats } from './count-talent-stats.ts';

/** How long the figures are kept: they read the whole pool, and nobody needs them to the second. */
export const talentStatsKeptMs = 5 * 60 * 1000;

/**
 * One answer for everybody, kept per process by the app's clock. Requests that arrive while it is being counted wait
 * for the same count; a failed count is not kept.
 */
function keptStats(deps: AppDeps): () => Promise<TalentStats> {
  let kept: { answer: Promise<TalentStats>; until: number } | null = null;
  return () => {
    const now = deps.clock.now().getTime();
    if (kept && now < kept.until) return kept.answer;
    const answer = countTalentStats(deps);
    const entry = { answer, until: now + talentStatsKeptMs };
    kept = entry;
    answer.catch(() => {
      if (kept === entry) kept = null;
    });
    return answer;
  };
}

/** The talent pool's public figures (/talent-pool, /for-employers). */
export function talentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const stats = keptStats(deps);
  return async (app) => {
    app.get('/api/talent/stats', { schema: { response: { 200: talentStatsSchema } } }, async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${talentStatsKeptMs / 1000}`);
      return stats();
    });
  };
}
