import { isLiveJob } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { rankSearch } from '../../apps/server/src/features/catalogue/search-ranking.ts';
import { evalNow, openEvalDatabase } from './search-eval-database.ts';
const { database, jobs } = await openEvalDatabase();
const byId = new Map(jobs.map((j) => [j.id, j]));
for (const term of process.argv.slice(2)) {
  const r = await rankSearch(database.db, term, [isLiveJob(evalNow)], evalNow);
  console.log(`${term}: ${r.mode} ${r.term} total ${r.total}`);
  for (const id of r.ids.slice(0, 10)) { const j = byId.get(id)!; console.log(`   ${j.title} | ${j.category} | ${j.key}`); }
}
await database.close();
