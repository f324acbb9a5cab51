import { z } from 'zod';

/** Route schemas the shared contract does not hold (server-only answers and the signed resume link). */
export const withdrawResponseSchema = z.object({ msg: z.string(), _id: z.string() });

export const resumeLinkParamsSchema = z.object({ id: z.string().max(200) });

export const resumeLinkQuerySchema = z.object({
  exp: z.coerce.number({ error: 'exp must be a number' }).int('exp must be a whole number'),
  sig: z.string({ error: 'sig is required' }).max(200),
  /** The team member a link of the applicants page was made for (covered by the signature). */
  m: z.string().max(64).optional(),
});
