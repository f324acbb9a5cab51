/**
 * The canonical skill list: one name per skill, its aliases and a group. Importers use it to turn feed tags and
 * job text into skills; profiles and matching use the same names, so 'ReactJS' on a job meets 'React' on a profile.
 *
 * Names follow the spelling their projects use. Programming-language names and common aliases draw on GitHub
 * Linguist's languages.yml (MIT licence, https://github.com/github-linguist/linguist); the rest is our own list.
 *
 * Entry format, to keep ~200 skills readable: 'Name|alias|alias'. Markers, because some names are ordinary words:
 *   !Name  ambiguous ('Go', 'R', 'C', 'Swift'): in free text only the exact-case name counts, and only next to
 *          another technical skill ("Python, Go and Rust"); a bare tag needs the same support from the text.
 *   ^Name  case-sensitive in free text ('Excel' the product, not 'excel at').
 *   ~Name  broad ('Sales', 'Leadership'): the bare name counts only as a tag; its phrase aliases match text.
 *   ?alias lookup only: canonicalSkill and tags accept it, free text never ('Node', 'UI').
 */

export const skillGroups = [
  'languages',
  'frameworks',
  'cloud',
  'data',
  'design',
  'product',
  'marketing',
  'sales',
  'support',
  'finance',
  'soft skills',
] as const;

export type SkillGroup = (typeof skillGroups)[number];

const catalogue: Record<SkillGroup, readonly string[]> = {
  languages: [
    'JavaScript|JS|ECMAScript|ES6|Vanilla JS', 'TypeScript|?TS', 'Python|Python3', 'Java|Java 8|Java 17',
    'C#|CSharp|C Sharp', 'C++|CPP', '!C|C programming|C language|ANSI C', '!Go|Golang|Go lang', 'Rust|Rust lang',
    '!Ruby|Ruby language', 'PHP|PHP8', 'Kotlin', '!Swift|SwiftUI|Swift language', 'Objective-C|ObjC|Obj-C',
    '!Scala', '!R|R programming|R language|RStudio', '!Dart', 'Elixir', 'Erlang', 'Haskell', 'Clojure', 'F#|FSharp',
    'Perl', 'Lua', 'Bash|Shell scripting|Shell script|?Shell', 'PowerShell', 'SQL|T-SQL|PL/SQL', 'HTML|HTML5',
    'CSS|CSS3', 'Sass|SCSS', 'Solidity', 'MATLAB', 'Groovy', 'VBA|Visual Basic', 'COBOL', 'Zig',
  ],
  frameworks: [
    'React|ReactJS|React.js', 'React Native|ReactNative', 'Angular|AngularJS|Angular.js', 'Vue.js|Vue|VueJS|Vue 3',
    'Svelte|SvelteKit', 'Next.js|NextJS', 'Nuxt|Nuxt.js|NuxtJS', 'Node.js|NodeJS|Node JS|?Node',
    '!Express|Express.js|ExpressJS', 'NestJS|Nest.js', 'Django', 'Flask', 'FastAPI',
    'Ruby on Rails|Rails|RoR|ruby/rails|Ruby-on-Rails', 'Laravel', 'Symfony', 'Spring Boot|Spring Framework|?Spring',
    '.NET|dotnet|.NET Core|ASP.NET|ASP.NET Core', 'jQuery', 'Redux', 'GraphQL', 'REST APIs|RESTful|REST API|?REST',
    'Tailwind CSS|Tailwind|TailwindCSS', '^Bootstrap', 'Flutter', 'Jetpack Compose', '^Electron|Electron.js',
    '!Unity|Unity3D|Unity 3D', 'Unreal Engine|Unreal|UE5', 'WordPress', 'Shopify', 'Magento', 'Drupal', 'Jest',
    'Cypress', 'Playwright', 'Selenium', 'Pytest|PyTest', 'Storybook', 'Webpack', 'Vite', 'gRPC', 'WebSockets|WebSocket',
  ],
  cloud: [
    'AWS|Amazon Web Services', 'Azure|Microsoft Azure', 'Google Cloud|GCP|Google Cloud Platform', 'Docker',
    'Kubernetes|K8s', 'Terraform', 'Ansible', 'Jenkins', 'GitHub Actions', 'GitLab CI|GitLab CI/CD',
    'CI/CD|CICD|continuous integration|continuous delivery', 'Linux|Unix', 'Git|GitHub|GitLab|?Bitbucket',
    'Serverless', 'AWS Lambda|?Lambda', '^Helm', 'Prometheus', 'Grafana', 'Datadog', 'Nginx', 'Cloudflare', 'Heroku',
    'Vercel', 'Microservices|micro services|microservice', 'Infrastructure as Code|IaC', 'Observability',
    '~Networking|TCP/IP|DNS|network engineering', 'Penetration Testing|pentesting|pen testing', 'SIEM', 'Identity and Access Management|IAM',
    'SOC 2|SOC2', 'Cybersecurity|cyber security|information security|InfoSec',
  ],
  data: [
    'PostgreSQL|Postgres', 'MySQL', 'MongoDB|Mongo', 'Redis', 'Elasticsearch|ElasticSearch|OpenSearch', 'Snowflake',
    'BigQuery', 'Redshift', 'DynamoDB', 'SQLite', 'Cassandra', 'Apache Spark|Spark|PySpark', 'Apache Kafka|Kafka',
    'Airflow|Apache Airflow', '!dbt|dbt Cloud|data build tool', 'Databricks', 'Pandas', 'NumPy', 'Tableau',
    'Power BI|PowerBI', 'Looker', '^Excel|Microsoft Excel|MS Excel', 'Google Sheets', 'Data Analysis|data analytics',
    'Data Visualization|data visualisation|dataviz', 'Machine Learning|ML|AI/ML', 'Deep Learning',
    'NLP|natural language processing', 'Computer Vision', 'LLMs|LLM|large language models|large language model',
    'TensorFlow', 'PyTorch', 'scikit-learn|sklearn', 'Statistics|statistical analysis', 'ETL|ELT|data pipelines',
    'Data Modeling|data modelling', 'Data Science', 'Data Engineering',
    'Artificial Intelligence|?AI|generative AI|GenAI', 'A/B Testing|split testing', 'Data Entry',
  ],
  design: [
    'Figma', '^Sketch', 'Adobe XD', 'Photoshop|Adobe Photoshop', 'Illustrator|Adobe Illustrator', 'InDesign',
    'After Effects', 'Premiere Pro|Adobe Premiere', 'Adobe Creative Suite|Adobe Creative Cloud',
    'UX/UI Design|UI/UX|UX/UI|UI/UX Design|UX Design|UI Design|user experience|user interface design|?UX|?UI',
    'Prototyping', 'Wireframing|wireframes', 'User Research|usability testing', 'Graphic Design',
    'Motion Design|motion graphics', 'Design Systems|design system', 'Interaction Design', 'Web Design',
    'Branding|brand identity|brand design', 'Accessibility|WCAG|a11y', 'Canva', 'Blender', '3D Modeling|3D modelling',
    'Video Editing|video production', 'Illustration', 'Animation',
  ],
  product: [
    'Product Management', 'Project Management|project planning|PMP', 'Agile|agile methodologies', 'Scrum',
    'Kanban', 'Jira', 'Confluence', 'Roadmapping|product roadmap|roadmaps', 'Stakeholder Management',
    'Product Strategy', 'User Stories', 'Asana', '^Notion', 'Trello', 'Business Analysis|requirements gathering',
    'OKRs', 'Product Analytics|Amplitude|Mixpanel', 'Process Improvement|Six Sigma|Lean Six Sigma', 'Operations Management',
    'Supply Chain|logistics|procurement',
  ],
  marketing: [
    '~Marketing|marketing strategy|marketing campaigns|marketing experience', 'Digital Marketing',
    'SEO|search engine optimization|search engine optimisation', 'SEM|search engine marketing',
    'PPC|pay-per-click|paid search', 'Google Ads|AdWords', 'Google Analytics|GA4', 'Content Marketing',
    'Social Media Marketing|social media|?SMM', 'Email Marketing', 'Copywriting', 'Growth Marketing|growth hacking',
    'Marketing Automation', 'HubSpot', 'Marketo', 'Mailchimp', 'Performance Marketing|paid media|paid social',
    'Product Marketing', 'Affiliate Marketing', 'Public Relations|media relations|?PR', 'Content Writing|content creation',
    'Technical Writing|technical documentation', 'Community Management',
  ],
  sales: [
    '~Sales|B2B sales|SaaS sales|inside sales|sales experience|enterprise sales|sales skills',
    'Business Development|biz dev', 'Account Management|account manager', 'Lead Generation|lead gen',
    'Cold Calling|cold outreach', 'Salesforce|SFDC', 'CRM', 'Pipedrive', 'Negotiation',
    'Sales Prospecting|prospecting|?SDR|?BDR', 'Partnerships|partner management', 'Solution Selling|consultative selling',
    'Sales Forecasting|pipeline management',
  ],
  support: [
    'Customer Service|customer support|customer care', 'Technical Support|tech support|helpdesk|help desk|IT support',
    'Customer Success', 'Zendesk', 'Intercom', 'Freshdesk', 'Troubleshooting', 'Ticketing Systems|ticketing',
    'Live Chat Support|chat support|live chat', 'Customer Experience|?CX', 'Customer Onboarding',
    'Virtual Assistance|virtual assistant', 'Microsoft 365|Office 365|M365', 'G Suite|Google Workspace',
  ],
  finance: [
    'Accounting', 'Bookkeeping', 'QuickBooks', 'Xero', 'Financial Analysis', 'Financial Modeling|financial modelling',
    'FP&A|financial planning and analysis', 'Budgeting|forecasting', 'Payroll', 'Tax Preparation|tax returns',
    'Auditing|?audit', 'GAAP|US GAAP', 'IFRS', 'Accounts Payable', 'Accounts Receivable', 'NetSuite', '^SAP',
    'Financial Reporting', 'Reconciliation|account reconciliation',
  ],
  'soft skills': [
    '~Communication|communication skills|written communication|verbal communication|communicator',
    '~Leadership|leadership skills|team leadership|people management', 'Teamwork|team player',
    'Problem Solving|problem-solving', 'Time Management', 'Mentoring|mentorship|coaching',
    'Critical Thinking', 'Attention to Detail|detail-oriented|detail oriented', 'Adaptability',
    'Public Speaking|presentation skills', 'Self-Motivation|self-motivated|self-starter', '~Collaboration|cross-functional collaboration',
    'Recruiting|recruitment|talent acquisition|?sourcing', 'Conflict Resolution',
    'Teaching|tutoring', '~Writing|writing skills|strong writer', 'English|fluent English|English fluency',
    '~Spanish|fluent in Spanish|Spanish speaker|bilingual Spanish', '~Portuguese|fluent in Portuguese',
    '~French|fluent in French|French speaker', '~German|fluent in German|German speaker',
  ],
};

export type SkillMatchMode = 'normal' | 'context' | 'case-sensitive' | 'tag-only';

export interface Skill {
  name: string;
  group: SkillGroup;
  /** All spellings that mean this skill, for lookups and tags. */
  aliases: readonly string[];
  /** The subset that is safe to look for in free text. */
  textAliases: readonly string[];
  mode: SkillMatchMode;
}

const modeByMarker: Record<string, SkillMatchMode> = { '!': 'context', '^': 'case-sensitive', '~': 'tag-only' };

function parseEntry(entry: string, group: SkillGroup): Skill {
  const [rawName = '', ...rawAliases] = entry.split('|');
  const marker = rawName.charAt(0);
  const mode = modeByMarker[marker] ?? 'normal';
  const name = mode === 'normal' ? rawName : rawName.slice(1);
  const aliases = rawAliases.map((alias) => alias.replace(/^\?/, ''));
  const textAliases = rawAliases.filter((alias) => !alias.startsWith('?'));
  return { name, group, aliases, textAliases, mode };
}

export const skills: readonly Skill[] = skillGroups.flatMap((group) =>
  catalogue[group].map((entry) => parseEntry(entry, group)),
);

export const skillNames: readonly string[] = skills.map((skill) => skill.name);

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const byLookup = new Map<string, Skill>();
for (const skill of skills) {
  for (const key of [skill.name, ...skill.aliases]) byLookup.set(normalise(key), skill);
}

/** Alias or name → canonical name, case-insensitive ('JS' → 'JavaScript', 'golang' → 'Go'); null if unknown. */
export function canonicalSkill(text: string): string | null {
  return byLookup.get(normalise(text))?.name ?? null;
}

export function skillGroupOf(name: string): SkillGroup | null {
  return byLookup.get(normalise(name))?.group ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface Term {
  text: string;
  skill: Skill;
  exactCase: boolean;
  needsContext: boolean;
}

const textTerms: Term[] = skills.flatMap((skill): Term[] => {
  const aliasTerms = skill.textAliases.map((text) => ({ text, skill, exactCase: false, needsContext: false }));
  if (skill.mode === 'tag-only') return aliasTerms;
  const exactCase = skill.mode === 'context' || skill.mode === 'case-sensitive';
  return [{ text: skill.name, skill, exactCase, needsContext: skill.mode === 'context' }, ...aliasTerms];
});

const termByKey = new Map(textTerms.map((term) => [term.text.toLowerCase(), term]));

/**
 * One alternation for all terms (hundreds of separate Unicode regexes cost ~20 ms per job). Longest first, so at
 * any position 'React Native' wins over 'React' and 'Ruby on Rails' over 'Ruby'. Boundaries understand 'C++',
 * 'C#', '.NET' and 'Node.js': a term may not touch a letter or digit, may not be followed by '+' or '#' ('C' in
 * 'C++') and may not sit inside a dotted name ('js' in 'Node.js').
 */
const textPattern = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?:${[...textTerms]
    .sort((a, b) => b.text.length - a.text.length)
    .map((term) => escapeRegExp(term.text))
    .join('|')})(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])`,
  'giu',
);

/** Ambiguous names also refuse a following '-', '&' or apostrophe: 'C-level', 'Go-to-market', 'R&D'. */
const ambiguousFollower = /^[-&'’]/;

const technicalGroups: ReadonlySet<SkillGroup> = new Set(['languages', 'frameworks', 'cloud', 'data']);
const contextWindow = 60;

interface Hit {
  skill: Skill;
  index: number;
  end: number;
  needsContext: boolean;
}

function findTextHits(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(textPattern)) {
    const term = termByKey.get(match[0].toLowerCase());
    if (!term || (term.exactCase && match[0] !== term.text)) continue;
    const end = match.index + match[0].length;
    if (term.needsContext && ambiguousFollower.test(text.slice(end, end + 1))) continue;
    hits.push({ skill: term.skill, index: match.index, end, needsContext: term.needsContext });
  }
  // An ambiguous name counts only with a technical neighbour that is itself certain ("Python, Go and Rust").
  return hits.filter(
    (hit) =>
      !hit.needsContext ||
      hits.some(
        (other) =>
          other !== hit &&
          !other.needsContext &&
          other.skill !== hit.skill &&
          technicalGroups.has(other.skill.group) &&
          other.index < hit.end + contextWindow &&
          other.end > hit.index - contextWindow,
      ),
  );
}

/**
 * Canonical skills found in a job's tags and text, without duplicates: tag skills first (in tag order), then text
 * skills in order of first mention. HTML tags in the text are ignored.
 */
export function extractSkills(text: string, tags: readonly string[] = []): string[] {
  const plain = text.replace(/<[^>]*>/g, ' ');
  const hits = findTextHits(plain).sort((a, b) => a.index - b.index);
  const inText = new Set(hits.map((hit) => hit.skill.name));
  const found = new Set<string>();
  for (const tag of tags) {
    const skill = byLookup.get(normalise(tag));
    if (!skill) continue;
    // A bare ambiguous tag ('go', 'c') is often noise ('go-to-market'); an unambiguous alias ('golang') is not.
    const bareAmbiguous = skill.mode === 'context' && normalise(tag) === normalise(skill.name);
    if (bareAmbiguous && !inText.has(skill.name)) continue;
    found.add(skill.name);
  }
  for (const hit of hits) found.add(hit.skill.name);
  return [...found];
}
