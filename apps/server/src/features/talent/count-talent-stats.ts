import { count, countDistinct, gt, isNotNull, sql } from 'drizzle-orm';
import { placedCountryOf } from '@orbit/shared/eligibility';
import { canonicalSkill } from '@orbit/shared/skills';
import { smallFigureFloor, topSkillsListed, type TalentStats } from '@orbit/shared/talent-stats-contracts';
import { worldRegionNames, type WorldRegion } from '@orbit/shared/world-regions';
import { users } from '../../db/schema/accounts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { inTalentPool } from '../../domain/talent/talent-visibility.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { publishCount, publishParts } from './small-figures.ts';

type StatsDeps = Pick<AppDeps, 'db' | 'clock'>;

const weekMs = 7 * 24 * 60 * 60 * 1000;

interface PoolMember {
  talentVisibility: string;
  location: string;
  skills: string[];
}

/**
 * The pool's figures from its members' rows. Regions come from the location as the profile answer places it (the
 * country, never shown here, decides the region); skills are counted once per seeker under their canonical name,
 * and words the skill list does not know are left out (free text could name a person or an employer).
 */
export function poolFigures(members: readonly PoolMember[]): TalentStats['pool'] {
  const regionOfLocation = new Map<string, WorldRegion | null>();
  const byRegion = new Map<WorldRegion, number>(worldRegionNames.map((region) => [region, 0]));
  let unplaced = 0;
  let visibleToAll = 0;
  const skillHolders = new Map<string, number>();

  for (const member of members) {
    if (member.talentVisibility === 'all-employers') visibleToAll += 1;
    if (!regionOfLocation.has(member.location)) {
      regionOfLocation.set(member.location, placedCountryOf(member.location)?.region ?? null);
    }
    const region = regionOfLocation.get(member.location);
    if (region) byRegion.set(region, byRegion.get(region)! + 1);
    else unplaced += 1;
    const held = new Set(member.skills.map(canonicalSkill).filter((skill): skill is string => skill !== null));
    for (const skill of held) skillHolders.set(skill, (skillHolders.get(skill) ?? 0) + 1);
  }

  const total = members.length;
  const regionParts = publishParts(total, [...worldRegionNames.map((region) => byRegion.get(region)!), unplaced]);
  const [toAll, verifiedOnly] = publishParts(total, [visibleToAll, total - visibleToAll]);

  const ranked = [...skillHolders].sort(([a, aCount], [b, bCount]) => bCount - aCount || a.localeCompare(b, 'en'));
  const top = ranked.slice(0, topSkillsListed);
  // Small counts are not sent, and neither is their order: those held by fewer than 10 follow the others by name.
  const topSkills = [
    ...top.filter(([, holders]) => holders >= smallFigureFloor),
    ...top.filter(([, holders]) => holders < smallFigureFloor).sort(([a], [b]) => a.localeCompare(b, 'en')),
  ].map(([skill, holders]) => ({ skill, count: publishCount(holders) }));

  return {
    total: publishCount(total),
    visibleToAllEmployers: toAll!,
    visibleToVerifiedOnly: verifiedOnly!,
    byRegion: worldRegionNames.map((region, index) => ({ region, ...regionParts[index]! })),
    unplaced: regionParts[worldRegionNames.length]!,
    topSkills,
  };
}

/** The catalogue's counters, by the same "live" rule as every list. */
async function catalogueFigures(deps: StatsDeps): Promise<TalentStats['catalogue']> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({
      liveJobs: count(),
      companiesHiring: countDistinct(sql`nullif(${jobs.companyKey}, '')`),
      postedHere: count(sql`case when ${isNotNull(jobs.postedBy)} then 1 end`),
      newThisWeek: count(sql`case when ${gt(jobs.postedAt, new Date(now.getTime() - weekMs))} then 1 end`),
    })
    .from(jobs)
    .where(isLiveJob(now));
  return {
    liveJobs: row?.liveJobs ?? 0,
    companiesHiring: row?.companiesHiring ?? 0,
    postedHere: row?.postedHere ?? 0,
    newThisWeek: row?.newThisWeek ?? 0,
  };
}

/**
 * Everything /talent-pool and /for-employers show. The pool is read whole (only the three columns the figures
 * need): a seeker's skills are counted once under their canonical names, which SQL cannot tell apart ('JS' and
 * 'JavaScript'). The routes keep the answer a few minutes, so this runs rarely.
 */
export async function countTalentStats(deps: StatsDeps): Promise<TalentStats> {
  const [members, catalogue] = await Promise.all([
    deps.db
      .select({ talentVisibility: users.talentVisibility, location: users.location, skills: users.skills })
      .from(users)
      .where(inTalentPool),
    catalogueFigures(deps),
  ]);
  return {
    fewerThan: smallFigureFloor,
    pool: poolFigures(members),
    catalogue,
    countedAt: deps.clock.now().toISOString(),
  };
}
