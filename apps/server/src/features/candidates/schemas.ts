import { z } from 'zod';
import { candidateMessages, candidateSkillsMax } from '@orbit/shared/candidate-contracts';
import { countryByCode } from '@orbit/shared/matching/places';
import { experienceOptions, onboardingJobTypeOptions } from '@orbit/shared/options';
import { worldRegionNamed, worldRegionNames, type WorldRegion } from '@orbit/shared/world-regions';

/** An empty query parameter (`?region=`) is the filter left out, as the search form sends it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const skillList = z
  .string({ error: candidateMessages.skills })
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(60, candidateMessages.skills)).max(candidateSkillsMax, candidateMessages.skills));

/** `GET /api/candidates`: every filter optional; region and country as the web's selects send them (any case). */
export const candidateSearchQuerySchema = z.object({
  q: optional(
    z
      .string({ error: candidateMessages.words })
      .max(200, candidateMessages.words)
      .transform((text) => [...new Set(text.trim().split(/\s+/).filter(Boolean))].slice(0, 10)),
  ),
  skills: optional(skillList),
  region: optional(
    z
      .string({ error: candidateMessages.region })
      .transform((text) => worldRegionNamed(text))
      .pipe(z.enum(worldRegionNames as [WorldRegion, ...WorldRegion[]], { error: candidateMessages.region })),
  ),
  country: optional(
    z
      .string({ error: candidateMessages.country })
      .trim()
      .toUpperCase()
      .refine((code) => countryByCode.has(code), candidateMessages.country),
  ),
  experience: optional(z.enum(experienceOptions, { error: candidateMessages.experience })),
  type: optional(z.enum(onboardingJobTypeOptions, { error: candidateMessages.jobType })),
  forJob: optional(z.string({ error: candidateMessages.forJob }).max(100, candidateMessages.forJob)),
  page: z.coerce
    .number({ error: candidateMessages.page })
    .int(candidateMessages.page)
    .min(1, candidateMessages.page)
    .max(500, candidateMessages.page)
    .default(1),
});

export const candidateParamsSchema = z.object({ id: z.string().max(100) });

/** `GET /api/candidates/:id?forJob=`: the card scored for one of the company's jobs. */
export const candidateQuerySchema = z.object({
  forJob: optional(z.string({ error: candidateMessages.forJob }).max(100, candidateMessages.forJob)),
});
