import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/request-context.ts';

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) } } },
      async () => {
        // A real round trip, so "ok" means the database answers.
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: deps.dbDriver };
      },
    );
  };
}
