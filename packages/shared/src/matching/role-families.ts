/**
 * Kinds of role a title names, and how close two kinds are. Titles vary more than roles do ('Front-End Developer',
 * 'UI Engineer', 'React Developer'), so the title signal compares both the words (TF-IDF) and the family. The
 * closeness values are judgement: the same family 1, a common career move or overlapping work 0.4–0.6.
 */

export const roleFamilies = [
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'devops',
  'software',
  'data-engineering',
  'data-analysis',
  'data-science',
  'machine-learning',
  'qa',
  'security',
  'engineering-management',
  'support',
  'customer-success',
  'sales',
  'business-development',
  'content-marketing',
  'seo',
  'performance-marketing',
  'social-media',
  'product-marketing',
  'marketing',
  'accounting',
  'finance',
  'product-design',
  'graphic-design',
  'motion-design',
  'product-management',
  'project-management',
  'recruiting',
  'people',
  'assistant',
  'technical-writing',
  'community',
  'operations',
  'data-entry',
  'teaching',
  'healthcare',
  'legal',
  'paralegal',
  'compliance',
  'account-management',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

/** Checked in order on the folded title; the first hit names the family. Specific before general. */
export const familyPatterns: [RegExp, RoleFamily][] = [
  [
    /\b(?:engineering manager|head of engineering|vp (?:of )?engineering|director of engineering|cto)\b/,
    'engineering-management',
  ],
  [/\b(?:qa|quality assurance|test(?:er|ing)?|sdet|test automation)\b/, 'qa'],
  [/\b(?:security|soc analyst|penetration|pentester|appsec|infosec|cyber)\b/, 'security'],
  [
    /\b(?:machine learning|ml|ai|nlp|deep learning|computer vision|llm)\b.*\b(?:engineer|developer|scientist|researcher)\b|\bml engineer\b|\bai engineer\b/,
    'machine-learning',
  ],
  [/\bdata scien(?:ce|tist)s?\b|\bapplied scientist\b|\bquantitative analyst\b/, 'data-science'],
  [/\b(?:data|analytics|etl|bi) (?:engineer|platform engineer)\b|\banalytics engineer\b/, 'data-engineering'],
  [
    /\b(?:data|bi|business intelligence|product|reporting|insights|business|marketing|analytics) analyst\b|\banalyst\b.*\bdata\b|\bdata analy/,
    'data-analysis',
  ],
  [/\b(?:data entry|typist|transcri)\w*/, 'data-entry'],
  // 'Care' alone is not a family word: customer care is support (below), care coordination is healthcare.
  [/\b(?:customer care|customer service|client care)\b/, 'support'],
  // Before 'developer' and 'designer' name software and design roles.
  [
    /\b(?:instructional design(?:er)?|curriculum|learning (?:experience )?designer|e learning (?:developer|designer))\b/,
    'teaching',
  ],
  [
    /\b(?:nurs(?:e|es|ing)|rn|lpn|clinical|clinician|telehealth|telemedicine|medical|physician|doctor|pharmac(?:ist|y)|therapist|physiotherapist|midwife|dentist|dental|dietitian|nutritionist|psychologist|caregiver|carer|health ?care|healthcare|health coach|care (?:coordinator|coordination|manager|navigator|assistant|worker)|patient care|home care)\b/,
    'healthcare',
  ],
  [/\b(?:technical writer|documentation|docs engineer)\b/, 'technical-writing'],
  [/\b(?:community|developer relations|devrel|developer advocate)\b/, 'community'],
  [
    /\b(?:customer success|client success|csm|customer onboarding|onboarding (?:specialist|manager)|implementation (?:specialist|manager|consultant))\b/,
    'customer-success',
  ],
  // 'Account' sells here; 'accounts payable/receivable' and 'accountant' are accounting (below).
  [/\b(?:account manager|account management|key account|client partner)\b/, 'account-management'],
  [
    /\b(?:support|help ?desk|service desk|customer experience|call cent(?:er|re)|contact cent(?:er|re)|cx agent|service agent)\b/,
    'support',
  ],
  // A paralegal cannot take a lawyer's job nor wants a paralegal's pay as a lawyer: neighbours, not one family.
  [/\b(?:paralegal|legal (?:assistant|secretary|clerk))\b/, 'paralegal'],
  [/\b(?:compliance|aml|kyc|anti money laundering|privacy officer)\b/, 'compliance'],
  [/\b(?:lawyer|attorney|counsel|solicitor|barrister|legal|contracts? manager)\b/, 'legal'],
  [
    /\b(?:devops|sre|site reliability|platform|infrastructure|cloud|systems|sysadmin|system administrator|kubernetes)\b/,
    'devops',
  ],
  [/\b(?:ios|android|mobile|flutter|react native|swift|kotlin)\b/, 'mobile'],
  [/\b(?:full ?stack|fullstack)\b/, 'fullstack'],
  [
    /\b(?:front ?end|frontend|ui engineer|ui developer|react|vue|angular|javascript engineer|javascript developer|web developer)\b/,
    'frontend',
  ],
  [
    /\b(?:back ?end|backend|server side|api|python|java|golang|go|node|ruby|rails|php|laravel|django|\.net|c#|scala|elixir)\b.*\b(?:engineer|developer|programmer)\b/,
    'backend',
  ],
  [/\bwordpress\b|\bshopify\b/, 'fullstack'],
  [/\b(?:software|application|programmer|developer|engineer|engineering|sde)\b/, 'software'],
  [/\b(?:sales development|business development representative|sdr|bdr|account executive|sales|closer)\b/, 'sales'],
  [/\b(?:business development|partnerships?|partner manager|alliances)\b/, 'business-development'],
  [/\bproduct marketing\b|\bpmm\b/, 'product-marketing'],
  [
    /\b(?:performance|paid|ppc|growth|acquisition|sem|media buyer)\b.*\bmarket|\bppc\b|\bpaid (?:media|social|search)\b|\bmedia buyer\b/,
    'performance-marketing',
  ],
  [/\bseo\b|\bsearch engine\b/, 'seo'],
  [/\bsocial media\b|\binfluencer\b/, 'social-media'],
  [/\b(?:content|copywriter|copy writer|writer|editor|blog|journalist)\b/, 'content-marketing'],
  [/\bmarket(?:ing|er)\b|\bbrand manager\b/, 'marketing'],
  [
    /\b(?:controller|accountant|accounting|bookkeep|accounts payable|accounts receivable|payroll|auditor|tax)\w*/,
    'accounting',
  ],
  [
    /\b(?:fp a|fpa|financial analyst|finance analyst|finance manager|cfo|treasury|financial planning|investment)\b/,
    'finance',
  ],
  [/\b(?:product designer|ux|ui|user experience|interaction designer|ux researcher)\b/, 'product-design'],
  [/\b(?:motion|animator|animation|video editor|videographer)\b/, 'motion-design'],
  [/\b(?:graphic|visual designer|brand designer|illustrator|designer)\b/, 'graphic-design'],
  [/\b(?:product manager|product owner|product lead|head of product|apm|product management)\b/, 'product-management'],
  [
    /\b(?:project manager|project coordinator|program manager|programme manager|delivery manager|scrum master|project management)\b/,
    'project-management',
  ],
  [/\b(?:recruiter|recruiting|talent acquisition|sourcer|headhunter)\b/, 'recruiting'],
  [
    /\b(?:hr|hrbp|human resources|people operations|people ops|people partner|people (?:manager|specialist|generalist)|employee relations|compensation|benefits (?:specialist|manager))\b/,
    'people',
  ],
  [/\b(?:assistant|virtual assistant|executive assistant|admin|administrative|receptionist)\b/, 'assistant'],
  [
    /\b(?:teacher|tutor|instructor|trainer|lecturer|esl|educator|instructional design(?:er)?|curriculum|learning (?:designer|experience designer)|e learning|professor|teaching)\b/,
    'teaching',
  ],
  [
    /\b(?:operations|ops manager|logistics|supply chain|procurement|purchasing|warehouse|fulfil?ment|dispatch(?:er)?|inventory)\b/,
    'operations',
  ],
];

const close: [RoleFamily, RoleFamily, number][] = [
  ['frontend', 'fullstack', 0.6],
  ['backend', 'fullstack', 0.6],
  ['software', 'fullstack', 0.7],
  ['software', 'backend', 0.7],
  ['software', 'frontend', 0.6],
  ['software', 'mobile', 0.45],
  ['frontend', 'mobile', 0.35],
  ['backend', 'devops', 0.35],
  ['backend', 'data-engineering', 0.35],
  ['software', 'qa', 0.3],
  ['devops', 'security', 0.35],
  ['data-analysis', 'data-science', 0.5],
  ['data-science', 'machine-learning', 0.6],
  ['data-engineering', 'data-science', 0.35],
  ['data-engineering', 'data-analysis', 0.35],
  ['machine-learning', 'software', 0.3],
  ['engineering-management', 'fullstack', 0.35],
  ['engineering-management', 'backend', 0.3],
  ['engineering-management', 'software', 0.35],
  ['support', 'customer-success', 0.5],
  ['sales', 'business-development', 0.55],
  ['sales', 'customer-success', 0.35],
  ['customer-success', 'business-development', 0.3],
  ['content-marketing', 'seo', 0.5],
  ['content-marketing', 'marketing', 0.6],
  ['seo', 'marketing', 0.5],
  ['performance-marketing', 'marketing', 0.6],
  ['performance-marketing', 'seo', 0.45],
  ['social-media', 'marketing', 0.55],
  ['social-media', 'content-marketing', 0.45],
  ['product-marketing', 'marketing', 0.6],
  ['product-marketing', 'content-marketing', 0.4],
  ['product-marketing', 'product-management', 0.35],
  ['accounting', 'finance', 0.5],
  ['product-design', 'graphic-design', 0.4],
  ['graphic-design', 'motion-design', 0.5],
  ['product-management', 'project-management', 0.45],
  ['recruiting', 'people', 0.6],
  ['assistant', 'data-entry', 0.35],
  ['assistant', 'support', 0.3],
  ['technical-writing', 'content-marketing', 0.35],
  ['community', 'social-media', 0.45],
  ['community', 'content-marketing', 0.3],
  ['operations', 'project-management', 0.4],
  ['assistant', 'operations', 0.3],
  ['legal', 'paralegal', 0.4],
  ['legal', 'compliance', 0.45],
  ['paralegal', 'compliance', 0.3],
  ['paralegal', 'assistant', 0.3],
  ['account-management', 'sales', 0.6],
  ['account-management', 'customer-success', 0.6],
  ['account-management', 'business-development', 0.45],
];

const closeness = new Map<string, number>();
for (const [a, b, value] of close) {
  closeness.set(`${a}|${b}`, value);
  closeness.set(`${b}|${a}`, value);
}

/** The family of a folded title, or null when the title names none ('Rockstar Ninja'). */
export function familyOf(foldedTitle: string): RoleFamily | null {
  return familyPatterns.find(([pattern]) => pattern.test(foldedTitle))?.[1] ?? null;
}

export function familyCloseness(a: RoleFamily | null, b: RoleFamily | null): number {
  if (!a || !b) return 0;
  return a === b ? 1 : (closeness.get(`${a}|${b}`) ?? 0);
}

const labels: Partial<Record<RoleFamily, string>> = { qa: 'QA', people: 'HR', teaching: 'teaching or training' };

/** Plain words for sentences: 'a frontend role', 'a customer success role'. */
export const familyLabel = (family: RoleFamily) => labels[family] ?? family.replace(/-/g, ' ');
