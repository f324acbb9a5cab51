import type { CategoryName } from '@orbit/shared/categories';

/**
 * Deterministic category rules: the title decides first, then the source's own category, then the tags; else
 * 'Other Remote Roles'. Rules are ordered specific-before-general, because titles mix words ("Sales Engineer",
 * "Security Architect", "Data Engineer"): the first rule that matches wins.
 */

type Rule = [CategoryName, RegExp];

/** Title patterns are alternatives that each start at a word boundary ('cyber' also matches 'cybersecurity'). */
const anyOf = (...parts: string[]) => new RegExp(`\\b(?:${parts.join('|')})`);

const backendStacks =
  '(?:python|java|golang|go|ruby|rails|php|node(?:\\.js)?|\\.net|c#|scala|elixir|rust|django|laravel)';

const titleRules: Rule[] = [
  [
    'Remote Sales',
    anyOf(
      'sales\\b',
      'pre-?sales\\b',
      'solutions? consultant\\b',
      'account executive\\b',
      'business development\\b',
      '[bs]dr\\b',
    ),
  ],
  [
    'Remote Cybersecurity',
    anyOf(
      'security\\b',
      'cyber',
      'infosec\\b',
      'pen(?:etration)? test',
      'threat\\b',
      'vulnerabilit',
      'soc analyst',
      'appsec\\b',
      'devsecops\\b',
    ),
  ],
  [
    'Remote QA/Testing',
    anyOf('qa\\b', 'quality assurance\\b', 'sdet\\b', 'test(?:ing)? (?:engineer|automation|analyst|lead)', 'tester\\b'),
  ],
  [
    'Remote DevOps/SRE',
    anyOf(
      'devops\\b',
      'sre\\b',
      'site reliability',
      'platform engineer',
      'infrastructure (?:engineer|manager|lead)',
      'cloud (?:engineer|systems|operations)',
      'sys ?admin',
      'systems? administrator',
      'network engineer',
      'release engineer',
      'kubernetes\\b',
    ),
  ],
  [
    'Remote AI/Machine Learning',
    anyOf(
      'machine learning\\b',
      'ml\\b',
      'mlops\\b',
      'ai\\b',
      'artificial intelligence\\b',
      'deep learning\\b',
      'nlp\\b',
      'llm',
      'computer vision\\b',
      'prompt engineer',
    ),
  ],
  [
    'Remote Data Engineering',
    anyOf(
      'data (?:engineer|platform|architect|infrastructure|warehouse)',
      'analytics engineer',
      'etl\\b',
      'big data\\b',
    ),
  ],
  [
    'Remote Data Science',
    anyOf(
      'data scien',
      'data analy',
      'analytics\\b',
      'statistic',
      'quantitative\\b',
      'business intelligence\\b',
      'bi (?:analyst|developer|engineer)',
      'research scientist\\b',
      'data (?:specialist|labell?ing|annotat)',
    ),
  ],
  // "Fullstack Developer (React, React Native, Node.js)" is full-stack, not mobile.
  ['Remote Software Development', anyOf('full[- ]?stack\\b')],
  [
    'Remote Mobile Development',
    anyOf('ios\\b', 'android\\b', 'mobile\\b', 'react native\\b', 'flutter\\b', 'swift\\b', 'kotlin\\b'),
  ],
  [
    'Remote Frontend Development',
    anyOf(
      'front[- ]?end\\b',
      'ui (?:engineer|developer)\\b',
      'web developer\\b',
      'javascript (?:engineer|developer)',
      'react (?:engineer|developer)',
      'angular\\b',
      'vue\\b',
    ),
  ],
  [
    'Remote Backend Development',
    anyOf('back[- ]?end\\b', 'api (?:engineer|developer)', `${backendStacks} (?:engineer|developer|programmer)`),
  ],
  [
    'Remote Customer Support',
    anyOf(
      '(?:technical|customer|it|product) support\\b',
      'support (?:engineer|specialist|agent|analyst)\\b',
      'help ?desk\\b',
      'service desk\\b',
    ),
  ],
  [
    'Remote Engineering/Architecture',
    anyOf(
      'architect\\b',
      'engineering manager\\b',
      '(?:head|vp|director) of engineering\\b',
      'cto\\b',
      'firmware\\b',
      'embedded\\b',
      'hardware\\b',
      'electrical\\b',
      'mechanical\\b',
      'civil engineer',
      'structural\\b',
      'cad\\b',
      'drafter\\b',
      'electrician\\b',
    ),
  ],
  [
    'Remote UI/UX Design',
    anyOf(
      'ux\\b',
      'ui\\/ux\\b',
      'ux\\/ui\\b',
      'ui designer\\b',
      'product designer\\b',
      'user research',
      'interaction designer\\b',
      'experience designer\\b',
    ),
  ],
  [
    'Remote Product Management',
    anyOf(
      'product (?:manager|owner|lead|director|operations|management)',
      '(?:head|vp|director) of product\\b',
      'cpo\\b',
    ),
  ],
  [
    'Remote Project Management',
    anyOf(
      'project (?:manager|coordinator|lead)',
      'program manager\\b',
      'scrum master\\b',
      'delivery manager\\b',
      'pmo\\b',
    ),
  ],
  [
    'Remote Design',
    anyOf(
      'design(?:er)?\\b',
      'illustrat',
      'animat',
      'art director\\b',
      'creative director\\b',
      '3d\\b',
      'artist\\b',
      'video editor\\b',
      'motion\\b',
    ),
  ],
  [
    'Remote Software Development',
    anyOf(
      'software\\b',
      'engineering\\b',
      'developer\\b',
      'programmer\\b',
      'engineer\\b',
      'blockchain\\b',
      'smart contract',
      'wordpress\\b',
      'shopify\\b',
      'salesforce (?:developer|admin)',
    ),
  ],
  [
    'Remote Healthcare',
    anyOf(
      'nurs(?:e|ing)\\b',
      'medical\\b',
      'clinical\\b',
      'clinician\\b',
      'physician\\b',
      'doctor\\b',
      'therapist\\b',
      'pharmac',
      'health\\b',
      'healthcare\\b',
      'patient\\b',
      'dental\\b',
      'psycholog',
      'counselor\\b',
      'care (?:coordinator|manager)',
      'chw\\b',
      'rn\\b',
      'lpn\\b',
    ),
  ],
  [
    'Remote Writing/Content',
    anyOf(
      'writer\\b',
      'writing\\b',
      'editor\\b',
      'copywrit',
      'content (?:writer|creator|editor|reviewer|moderator|specialist)',
      'journalist\\b',
      'proofread',
      'translat',
      'transcri',
      'locali[sz]ation\\b',
    ),
  ],
  [
    'Remote Marketing',
    anyOf(
      'marketing\\b',
      'seo\\b',
      'sem\\b',
      'ppc\\b',
      'growth\\b',
      'social media\\b',
      'brand\\b',
      'communications\\b',
      'public relations\\b',
      'pr (?:manager|specialist)',
      'demand gen',
      'campaign',
      'community manager\\b',
      'influencer\\b',
      'creative strategist\\b',
    ),
  ],
  [
    'Remote Finance/Accounting',
    anyOf(
      'account(?:ant|ing)\\b',
      'accounts? (?:payable|receivable)',
      'financ',
      'bookkeep',
      'controller\\b',
      'cfo\\b',
      'payroll\\b',
      'tax\\b',
      'audit',
      'fp&a\\b',
      'billing\\b',
      'treasury\\b',
      'actuar',
      'investment\\b',
      'pricing\\b',
      'credit\\b',
    ),
  ],
  [
    'Remote HR/Recruiting',
    anyOf(
      'recruit',
      'talent\\b',
      'hr\\b',
      'human resources\\b',
      'people (?:operations|partner|ops)',
      'compensation\\b',
      'benefits\\b',
      'hrbp\\b',
    ),
  ],
  [
    'Remote Legal',
    anyOf(
      'legal\\b',
      'lawyer\\b',
      'attorney\\b',
      'counsel\\b',
      'paralegal\\b',
      'compliance\\b',
      'policy\\b',
      'corporate associate\\b',
      'privacy\\b',
    ),
  ],
  [
    'Remote Customer Support',
    anyOf(
      'support\\b',
      'customer (?:service|success|experience|care)',
      'help ?desk\\b',
      'call cent',
      'chat agent\\b',
      'client services\\b',
      'cx\\b',
    ),
  ],
  [
    'Remote Sales',
    anyOf('account (?:manager|director)', 'partnerships?\\b', 'client partner\\b', 'closer\\b', 'revenue\\b'),
  ],
  [
    'Remote Education/Training',
    anyOf(
      'teach',
      'tutor\\b',
      'instructor\\b',
      'educat',
      'curriculum\\b',
      'trainer\\b',
      'training\\b',
      'professor\\b',
      'lecturer\\b',
      'instructional\\b',
      'e-?learning\\b',
      'assessor\\b',
      'coach\\b',
    ),
  ],
  [
    'Remote Operations',
    anyOf(
      'operations\\b',
      'ops\\b',
      'office manager\\b',
      '(?:executive|virtual|administrative|admin|personal|office) assistant\\b',
      'administrat',
      'procurement\\b',
      'supply chain\\b',
      'logistics\\b',
      'chief of staff\\b',
      'data entry\\b',
      'coordinator\\b',
      'dispatcher\\b',
      'facilities\\b',
    ),
  ],
];

/** Source categories that the title rules would not read correctly, keyed by lower-case name. */
const sourceCategoryAliases: Record<string, CategoryName> = {
  programming: 'Remote Software Development',
  'software development': 'Remote Software Development',
  'software engineering': 'Remote Software Development',
  'full-stack programming': 'Remote Software Development',
  'back-end programming': 'Remote Backend Development',
  'front-end programming': 'Remote Frontend Development',
  'devops and sysadmin': 'Remote DevOps/SRE',
  'devops / sysadmin': 'Remote DevOps/SRE',
  'information technology': 'Remote DevOps/SRE',
  'data and analytics': 'Remote Data Science',
  'data analysis': 'Remote Data Science',
  'artificial intelligence': 'Remote AI/Machine Learning',
  product: 'Remote Product Management',
  'product & operations': 'Remote Product Management',
  'web & app design': 'Remote UI/UX Design',
  medical: 'Remote Healthcare',
  'management and finance': 'Remote Finance/Accounting',
  'finance / legal': 'Remote Finance/Accounting',
  'sales and marketing': 'Remote Marketing',
  'marketing & sales': 'Remote Marketing',
  'sales / business': 'Remote Sales',
  admin: 'Remote Operations',
};

/** Tags are noisy (Remote OK puts 'design' and 'security' on most posts), so only unmistakable ones count. */
const tagRules: Rule[] = [
  ['Remote DevOps/SRE', /^(?:devops|sre|sysadmin|site reliability)$/],
  ['Remote Frontend Development', /^(?:front[- ]?end|css|html|react|vue|angular)$/],
  ['Remote Backend Development', /^(?:back[- ]?end|api|golang|django|laravel|ruby\/rails|php)$/],
  ['Remote Mobile Development', /^(?:ios|android|mobile|react native|flutter|swift)$/],
  [
    'Remote Software Development',
    /^(?:full[- ]?stack|software|dev|developer|engineer|javascript|typescript|python|java)$/,
  ],
  ['Remote Data Science', /^(?:data science|analytics|analyst|data analysis|statistics)$/],
  ['Remote AI/Machine Learning', /^(?:ai|ai\/ml|machine learning|ml|llm)$/],
  ['Remote UI/UX Design', /^(?:ux|ui\/ux|ux\/ui|figma)$/],
  ['Remote Marketing', /^(?:marketing|seo|content marketing|social media)$/],
  ['Remote Sales', /^(?:sales|business development|saas sales|crm)$/],
  ['Remote Customer Support', /^(?:customer support|customer service|customer success|helpdesk)$/],
  ['Remote Finance/Accounting', /^(?:finance|accounting|bookkeeping|payroll)$/],
  ['Remote HR/Recruiting', /^(?:hr|recruiting|recruitment|recruiter)$/],
  ['Remote Healthcare', /^(?:healthcare|nursing|nurse)$/],
  ['Remote Writing/Content', /^(?:writing|copywriting|content writing|editor)$/],
  ['Remote Legal', /^(?:legal|compliance)$/],
];

const normalise = (text: string) => text.toLowerCase().replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

function byRules(text: string, rules: Rule[]): CategoryName | null {
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export interface CategoryInput {
  title: string;
  tags?: readonly string[];
  /** The feed's own category or industry ('Back-End Programming', 'DevOps & SysAdmin'), when it has one. */
  sourceCategory?: string | readonly string[];
}

export function categorizeJob(input: CategoryInput): CategoryName {
  const fromTitle = byRules(normalise(input.title), titleRules);
  if (fromTitle) return fromTitle;

  const sourceCategories =
    typeof input.sourceCategory === 'string' ? [input.sourceCategory] : (input.sourceCategory ?? []);
  for (const raw of sourceCategories) {
    const name = normalise(raw);
    const fromSource = sourceCategoryAliases[name] ?? byRules(name, titleRules);
    if (fromSource) return fromSource;
  }

  // Tags vote; the most votes win and ties go to the earlier rule. One vote decides only for a short tag list:
  // long lists (Remote OK derives them from the text) carry stray words such as 'developer' on a manager post.
  const tags = input.tags ?? [];
  const votes = new Map<CategoryName, number>();
  for (const tag of tags) {
    const category = byRules(normalise(tag), tagRules);
    if (category) votes.set(category, (votes.get(category) ?? 0) + 1);
  }
  let best: CategoryName | null = null;
  for (const [category] of tagRules) {
    if ((votes.get(category) ?? 0) > (best ? (votes.get(best) ?? 0) : 0)) best = category;
  }
  const enough = best !== null && ((votes.get(best) ?? 0) >= 2 || tags.length <= 3);
  return enough && best ? best : 'Other Remote Roles';
}
