import { z } from 'zod';
import { worldRegionNames, type WorldRegion } from './world-regions.ts';

/**
 * The public figures of /talent-pool and /for-employers: how many seekers chose to be found, where they are and what
 * they know, and what the catalogue holds. A figure about people below `fewerThan` is never sent, not even to the
 * API: `null` stands for "fewer than 10", so nobody can count a handful of seekers in a region or with a rare skill
 * and go looking for them. The schema refuses a small number itself, so a mistake on the server fails loudly instead
 * of leaking.
 */
export const smallFigureFloor = 10;

/** A count of people: exact from 10 up, otherwise null ("fewer than 10", zero included). */
export const peopleCountSchema = z.number().int().min(smallFigureFloor).nullable();
export type PeopleCount = z.infer<typeof peopleCountSchema>;

/**
 * One part of a total that is shown (seekers of one region): besides the small parts, a part of 10 or more may be
 * `withheld` (count null), when the total minus the parts shown would otherwise give away a figure under 10. It is
 * marked so that it is not shown as "fewer than 10", which would be untrue; knowing it is 10 or more tells nothing
 * exact about the small ones.
 */
export const peoplePartSchema = z.object({ count: peopleCountSchema, withheld: z.boolean() });
export type PeoplePart = z.infer<typeof peoplePartSchema>;

export const talentStatsSchema = z.object({
  /** What a null count means: fewer than this many (or, for a part marked withheld, this many or more). */
  fewerThan: z.literal(smallFigureFloor),
  pool: z.object({
    /** Seekers in the pool: opted in, with a verified address. */
    total: peopleCountSchema,
    /** Of them, those who let every employer find them, and those who chose verified employers only. */
    visibleToAllEmployers: peoplePartSchema,
    visibleToVerifiedOnly: peoplePartSchema,
    /** By the world region their profile's location lies in; every region is listed, in the shared order. */
    byRegion: z.array(peoplePartSchema.extend({ region: z.enum(worldRegionNames as [WorldRegion, ...WorldRegion[]]) })),
    /** Seekers whose location names no country we know (or none at all). */
    unplaced: peoplePartSchema,
    /** The most common skills (canonical names), most held first; those held by fewer than 10 last, by name. */
    topSkills: z.array(z.object({ skill: z.string(), count: peopleCountSchema })),
  }),
  /** The catalogue today: jobs and companies are not people, so these are exact. */
  catalogue: z.object({
    liveJobs: z.number().int().min(0),
    companiesHiring: z.number().int().min(0),
    /** Live jobs employers posted on Orbit Jobs (the rest come from other job boards). */
    postedHere: z.number().int().min(0),
    /** Live jobs posted in the last 7 days. */
    newThisWeek: z.number().int().min(0),
  }),
  /** When these figures were counted (they are kept a few minutes). */
  countedAt: z.string(),
});
export type TalentStats = z.infer<typeof talentStatsSchema>;

/** How many of the top skills are listed. */
export const topSkillsListed = 10;
