/**
 * How data/search-labels.json was graded (run once by hand; the JSON is what eval:search reads, and it is not
 * regenerated when the search changes). After reading the recorded jobs (title, category, type, skills, text), each
 * query's judgement is written as rules: what makes a job exactly what was asked (3), clearly relevant (2) or marginal
 * (1); a job takes the highest grade of the rules it meets. Every fourth query is held out (never tuned on).
 *
 * Caveat: grade 2 often follows the job's category, which the search itself now uses (search-synonyms.ts), so the
 * real search's figure leans optimistic where a category stands for the query.
 *
 * `node scripts/with-node24.mjs scripts/eval/make-search-labels.ts` rewrites the JSON.
 */
import { writeFileSync } from 'node:fs';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { openEvalDatabase } from './search-eval-database.ts';

type G = 0 | 1 | 2 | 3;
interface Rule { title?: RegExp; cat?: string[]; skill?: RegExp; text?: RegExp; type?: RegExp; not?: RegExp; g: G }
const q = (query: string, rules: Rule[]) => ({ query, rules });
const T = (title: RegExp, g: G = 3): Rule => ({ title, g });
const C = (cat: string[], g: G = 2): Rule => ({ cat: cat.map((c) => (c.startsWith('Other') ? c : `Remote ${c}`)), g });
const S = (skill: RegExp, g: G = 2): Rule => ({ skill, g });
const X = (text: RegExp, g: G = 1): Rule => ({ text, g });

const nodeRules = [T(/node/i), S(/^node\.?js$/i), X(/node\.?js/i)];
const feRules = [T(/front[- ]?end|\bui developer|react developer/i), C(['Frontend Development']), X(/front[- ]?end/i)];
const beRules = [T(/back[- ]?end/i), C(['Backend Development']), X(/back[- ]?end/i)];
const fsRules = [T(/full[- ]?stack/i), X(/full[- ]?stack/i)];
const k8sRules = [T(/kubernetes|k8s/i), S(/kubernetes/i), X(/kubernetes|k8s/i), C(['DevOps/SRE'], 1)];
const jsRules = [T(/javascript|\bjs\b|node|react|front[- ]?end/i, 2), T(/javascript/i), S(/^javascript$/i), X(/javascript/i)];
const tsRules = [T(/typescript/i), S(/^typescript$/i), X(/typescript/i)];
const mlRules = [T(/machine learning|\bml\b|\bai\b.*engineer|ai engineer/i), C(['AI/Machine Learning']), C(['Data Science'], 1), X(/machine learning/i)];
const aiRules = [T(/\bai\b|artificial intelligence/i), C(['AI/Machine Learning']), X(/\bai\b|artificial intelligence/i)];
const uxRules = [T(/\bux\b|\bui\b|user experience/i), C(['UI/UX Design']), C(['Design'], 1)];
const qaRules = [T(/\bqa\b|quality|test/i), C(['QA/Testing']), X(/\bqa\b|quality assurance/i)];
const devopsRules = [T(/devops|\bsre\b|site reliability|infrastructure/i), C(['DevOps/SRE']), X(/devops|site reliability/i)];
const pyRules = [T(/python/i), S(/^python$/i), X(/python/i)];
const csRules = [T(/customer (success|support|service|experience|happiness)|support (specialist|agent)|client support/i), C(['Customer Support']), X(/customer (success|support)/i)];
const pmRules = [T(/product manager|product management|director product|product operations/i), C(['Product Management'])];
const hrRules = [T(/\bhr\b|human resources|people operations|people team|benefits/i), C(['HR/Recruiting']), T(/recruit/i, 2)];
const salesRules = [T(/sales|account executive|business development/i), C(['Sales'])];
const mktRules = [T(/marketing|seo|brand/i), C(['Marketing'])];
const writerRules = [T(/writer|copywriter|content/i), C(['Writing/Content'])];
const finRules = [T(/financ|account(ant|ing)|payable|payroll|cfo|tax|pricing/i), C(['Finance/Accounting'])];
const designRules = [T(/design/i), C(['Design', 'UI/UX Design']), T(/artist|animator/i, 1)];

const queries = [
  q('nodejs', nodeRules), q('node.js', nodeRules), q('frontend', feRules), q('front end developer', [...feRules, T(/front[- ]?end (developer|engineer)|frontend (web )?developer/i)]),
  q('backend', beRules), q('backend engineer', beRules), q('full stack', fsRules), q('fullstack developer', fsRules),
  q('golang', [T(/golang|\bgo\b/i), S(/^go$/i), X(/golang/i, 2)]), q('kubernetes', k8sRules), q('k8s', k8sRules), q('javascript', jsRules),
  q('js developer', jsRules), q('typescript', tsRules), q('ts', tsRules), q('react native', [T(/react native/i), S(/react native/i), C(['Mobile Development'], 1), X(/react native/i, 2)]),
  q('machine learning', mlRules), q('ml engineer', mlRules), q('ai', aiRules), q('artificial intelligence', aiRules),
  q('ux designer', [...uxRules, T(/designer/i, 2)]), q('ui ux', uxRules), q('qa', qaRules), q('tester', qaRules),
  q('devops', devopsRules), q('sre', devopsRules), q('site reliability engineer', devopsRules), q('python', pyRules),
  q('pyhton', pyRules), q('javscript', jsRules), q('kubernets', k8sRules), q('devops enginer', devopsRules),
  q('data scientist', [T(/data scien/i), C(['Data Science']), C(['AI/Machine Learning'], 1)]),
  q('data engineer', [T(/data (engineer|platform|architect)/i), C(['Data Engineering']), C(['Data Science'], 1)]),
  q('security engineer', [T(/security/i), C(['Cybersecurity'])]), q('php developer', [T(/php/i), S(/^php$/i), X(/\bphp\b/i, 2), T(/wordpress/i, 1)]),
  q('ruby on rails', [T(/rails|ruby/i), S(/rails|ruby/i), X(/rails/i)]), q('wordpress', [T(/wordpress|\bwp\b/i), X(/wordpress/i, 2)]),
  q('ios developer', [T(/\bios\b/i), C(['Mobile Development'], 2), X(/\bios\b|swift/i, 1)]), q('c++', [T(/c\+\+/i), S(/c\+\+/i), X(/c\+\+/i)]),
  q('customer success', csRules), q('customer support', csRules), q('customer service representative', [T(/customer|support/i, 2), C(['Customer Support'], 1), T(/customer (service|experience|happiness) (representative|advocate)|support agent/i)]),
  q('support specialist', [T(/support|customer/i, 2), C(['Customer Support'], 1), T(/support (specialist|agent)/i)]), q('pm', pmRules), q('product manager', pmRules),
  q('project manager', [T(/project manag/i), C(['Project Management']), T(/delivery lead|release manager/i, 1)]), q('hr', hrRules),
  q('people operations', hrRules), q('recruiter', [T(/recruit|sourcer/i), C(['HR/Recruiting'])]), q('sales', salesRules),
  q('sales development representative', [T(/sales|business development/i, 2), C(['Sales'], 1), T(/sales development|business development representative|sdr/i)]),
  q('account executive', [T(/account executive|account director|account manager/i), C(['Sales'], 1)]), q('marketing', mktRules),
  q('content marketing', [T(/content marketing/i), T(/marketing/i, 2), C(['Marketing']), C(['Writing/Content'], 1)]),
  q('copywriter', writerRules), q('freelance writer', [...writerRules, T(/freelance writer/i)]),
  q('executive assistant', [T(/executive assistant/i), T(/assistant/i, 1)]), q('accountant', finRules), q('finance', finRules),
  q('tax expert', [T(/tax/i), C(['Finance/Accounting'], 1)]), q('designer', designRules),
  q('internship', [{ type: /intern/i, g: 3 }, T(/intern\b|new grad/i)]),
  q('contract', [{ type: /contract/i, g: 3 }, T(/contract|freelance|independent/i, 2)]),
  q('part time', [{ type: /part/i, g: 3 }, T(/part[- ]time/i)]), q('seo', [T(/seo/i), X(/\bseo\b/i), C(['Marketing'], 1)]),
  q('engineering manager', [T(/engineering manager|engineering team lead/i), T(/technical lead|tech lead/i, 1)]),
  q('data analyst', [T(/data analyst/i), T(/analyst/i, 1), C(['Data Science'], 1)]),
  q('senior frontend engineer', [T(/front[- ]?end/i, 2), T(/senior front[- ]?end (engineer|developer)/i, 3), C(['Frontend Development'], 1)]),
  q('fullstack react node', [T(/full[- ]?stack/i, 1), X(/react/i, 1), { title: /full[- ]?stack/i, text: /node/i, g: 2 }, T(/react.*node/i)]),
  q('senior python engineer', [T(/python/i, 2), T(/senior.*python|python.*senior/i, 3), S(/^python$/i, 1)]),
];

const { database } = await openEvalDatabase();
const rows = await database.db
  .select({ source: jobs.source, sourceId: jobs.sourceId, title: jobs.title, category: jobs.category, type: jobs.employmentType, skills: jobs.skills,
    text: jobs.description, req: jobs.requirements, resp: jobs.responsibilities, tags: jobs.tags })
  .from(jobs);
const out = queries.map(({ query, rules }, index) => {
  const grades: Record<string, G> = {};
  for (const row of rows) {
    let g = 0;
    for (const r of rules) {
      const ok = (!r.title || r.title.test(row.title)) && (!r.cat || r.cat.includes(row.category)) && (!r.skill || row.skills.some((s) => r.skill!.test(s)))
        && (!r.text || r.text.test(`${row.title} ${row.text} ${row.resp} ${row.req} ${row.tags.join(' ')}`)) && (!r.type || r.type.test(row.type));
      if (ok) g = Math.max(g, r.g);
    }
    if (g > 0) grades[`${row.source}:${row.sourceId}`] = g as G;
  }
  return { query, set: index % 4 === 3 ? 'held-out' : 'tune', grades };
});
writeFileSync(new URL('./data/search-labels.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
for (const item of out) console.log(item.set.padEnd(8), item.query.padEnd(30), Object.values(item.grades).filter((g) => g === 3).length, Object.values(item.grades).filter((g) => g === 2).length, Object.values(item.grades).filter((g) => g === 1).length);
await database.close();
