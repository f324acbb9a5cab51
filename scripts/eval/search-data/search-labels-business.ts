import { lawnStarter, spellings, type Judgements, type LabelledQuery } from './search-label-types.ts';

/** Searches for work outside engineering, employment types, and several-word searches. */

const customerSupportJobs = [
  'jobicy:112153', 'rok:1130692', 'wwr:grax-inc-customer-support-specialist', 'jobicy:113624', 'rok:1130764', 'rok:1130737', 'rok:1130711',
  'wwr:cables-and-sensors-customer-experience-representative-100-remote', 'wwr:trifecta-retail-ventures-customer-happiness-advocate-remote',
];
const customerSuccessJobs = ['wwr:rivo-commerce-customer-success-team-lead', 'wwr:ar-workflow-customer-success-onboarding-specialist-saas'];
const technicalSupportJobs = [
  'jobicy:110411', 'wwr:deskpro-technical-support-engineer-aus', 'remotive:2091045', 'wwr:onthegosystems-experienced-wp-technical-supporters', 'wwr:sitecare-wordpress-support-engineer',
];

const customerSuccess: Judgements = {
  3: customerSuccessJobs,
  // Customer support is the same trade (the issue lists them as one word); technical support less so.
  2: [...customerSupportJobs, 'wwr:paymentology-advanced-support-senior-manager-se-asia-or-latam'],
  1: [...technicalSupportJobs, 'rok:1130743', 'wwr:amazee-io-delivery-lead-apac', 'wwr:aha-product-success-manager-product-management-experience-required', 'wwr:aha-sr-product-success-manager-product-management-experience-required'],
};

const customerSupport: Judgements = {
  3: customerSupportJobs,
  2: [...customerSuccessJobs, ...technicalSupportJobs, 'wwr:paymentology-advanced-support-senior-manager-se-asia-or-latam', 'rok:1130743'],
  1: ['remotive:2091069'],
};

const productManager: Judgements = {
  3: [
    'wwr:systemone-llc-product-manager', 'wwr:overleaf-product-manager-technical-1', 'wwr:hivemq-senior-technical-product-manager', 'rok:1130746', 'rok:1130701',
    'wwr:soci-director-of-product-management', 'wwr:a-team-senior-independent-product-manager-product-designer-110-190-hr',
  ],
  2: ['rok:1130684', 'rok:1130697'],
  // Product success managers 'with product management experience'; project and release managers.
  1: [
    'wwr:aha-product-success-manager-product-management-experience-required', 'wwr:aha-sr-product-success-manager-product-management-experience-required',
    'wwr:vaan-project-manager-for-design-technology-agency-ecommerce', 'rok:1130747', 'wwr:sugarcrm-release-manager',
  ],
};

const hr: Judgements = {
  3: ['wwr:cloudlinux-hr-administrative-assistant-remote', 'rok:1130736', 'rok:1130729'],
  2: ['jobicy:112235', 'rok:1130733', 'wwr:files-com-recruiting-sourcer', 'jobicy:113594', 'rok:1130772'],
  1: ['rok:1130765'],
  // 'Benefits Advisor Leadership Training Program' (rok:1130788) sells insurance: 0.
};

const recruiter: Judgements = {
  3: ['jobicy:113594', 'wwr:files-com-recruiting-sourcer', 'rok:1130733'],
  2: ['rok:1130729'],
  1: ['wwr:cloudlinux-hr-administrative-assistant-remote', 'rok:1130736'],
};

const accountant: Judgements = {
  3: ['rok:1130732'],
  2: ['remotive:2090989'],
  1: [
    'rok:1130739', 'wwr:toggl-finance-lead-2', 'wwr:engagedmd-director-of-finance-planning-analysis', 'wwr:intuit-tax-expert-work-from-home-canada',
    'wwr:intuit-french-bilingual-tax-expert-work-from-home-canada', 'rok:1130765',
  ],
};

const marketing: Judgements = {
  3: ['jobicy:111319', 'wwr:simpletexting-content-marketing-specialist', 'wwr:meilisearch-product-marketing-manager', 'remotive:2091068', 'rok:1130780'],
  2: ['wwr:intent-seo-specialist', 'rok:1130774', 'remotive:2090985', 'jobicy:107302', 'rok:1130691'],
  1: ['jobicy:111303'],
};

const contractJobs = [
  'remotive:1919266', 'wwr:paymentology-advanced-support-senior-manager-se-asia-or-latam', 'wwr:designlab-product-design-mentor-1', 'jobicy:111985',
  'wwr:intuit-french-bilingual-tax-expert-work-from-home-canada', 'wwr:intuit-tax-expert-work-from-home-canada', 'remotive:2090903', 'remotive:2091068',
  'wwr:used-conex-hiring-several-sales-assistants', 'wwr:shopexperts-freelance-shopify-developer', 'wwr:toptal-freelance-tibco-developer', 'wwr:miniextensions-senior-full-stack-engineer',
  'remotive:1919265', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'wwr:shopexperts-freelance-shopify-ui-ux-designer',
  'wwr:a-team-senior-independent-ux-ui-designer-110-190-hr', 'remotive:1749306', 'remotive:1185979', 'wwr:litcharts-freelance-writer-literature-guides-1',
  'wwr:ampifire-writers-looking-for-a-steady-reliable-income', 'wwr:intuit-experts-en-impots',
];

export const businessQueries: LabelledQuery[] = [
  ...spellings('non-tech', customerSuccess, ['customer success', 'tuning']),
  ...spellings('non-tech', customerSupport, ['customer support', 'tuning']),
  ...spellings('misspelt', customerSupport, ['customer suport', 'held-out']),
  {
    query: 'customer service representative',
    kind: 'multi-word',
    split: 'held-out',
    judged: {
      3: ['rok:1130711', 'wwr:cables-and-sensors-customer-experience-representative-100-remote'],
      2: customerSupportJobs.filter((key) => key !== 'rok:1130711' && key !== 'wwr:cables-and-sensors-customer-experience-representative-100-remote'),
      1: ['remotive:2091069', ...customerSuccessJobs],
    },
  },
  ...spellings('non-tech', productManager, ['pm', 'tuning'], ['product manager', 'tuning']),
  {
    query: 'technical product manager',
    kind: 'multi-word',
    split: 'held-out',
    judged: {
      3: ['wwr:hivemq-senior-technical-product-manager', 'rok:1130746', 'wwr:overleaf-product-manager-technical-1'],
      2: ['wwr:systemone-llc-product-manager', 'rok:1130701', 'wwr:soci-director-of-product-management', 'wwr:a-team-senior-independent-product-manager-product-designer-110-190-hr'],
      1: ['rok:1130684', 'rok:1130697', 'wwr:aha-product-success-manager-product-management-experience-required', 'wwr:aha-sr-product-success-manager-product-management-experience-required'],
    },
  },
  ...spellings('non-tech', hr, ['hr', 'tuning'], ['human resources', 'held-out']),
  {
    query: 'people operations',
    kind: 'non-tech',
    split: 'tuning',
    judged: { 3: ['rok:1130729'], 2: ['rok:1130736', 'wwr:cloudlinux-hr-administrative-assistant-remote', 'jobicy:112235'], 1: ['rok:1130733', 'wwr:files-com-recruiting-sourcer', 'jobicy:113594', 'rok:1130772'] },
  },
  ...spellings('non-tech', recruiter, ['recruiter', 'tuning']),
  ...spellings('misspelt', recruiter, ['recuiter', 'tuning']),
  {
    query: 'sales',
    kind: 'non-tech',
    split: 'tuning',
    judged: {
      3: [
        'wwr:closers-io-direct-sales-agent', 'wwr:covariant-ai-enterprise-sales-account-director', 'remotive:2090949', 'wwr:used-conex-hiring-several-sales-assistants',
        'wwr:closers-io-inbound-phone-sales-closer', 'wwr:shopexperts-inbound-sales-manager-shopify-projects', 'wwr:closers-io-independent-sales-associate', 'remotive:2086540',
        'remotive:2091048', 'remotive:2091072', 'wwr:closers-io-sales-development-representative', 'rok:1130713', 'rok:1130766', 'rok:1130750',
      ],
      2: ['rok:1130787', 'rok:1130702', 'jobicy:113551', 'remotive:2091075', 'wwr:magic-inc-b2b-jr-business-development-manager-bilingual-english-spanish', 'rok:1130709'],
      1: ['rok:1130699', 'rok:1130771'],
    },
  },
  ...spellings('non-tech', marketing, ['marketing manager', 'tuning']),
  ...spellings('misspelt', marketing, ['markting', 'tuning']),
  {
    query: 'writer',
    kind: 'non-tech',
    split: 'held-out',
    judged: {
      3: ['remotive:1185979', 'wwr:litcharts-freelance-writer-literature-guides-1', 'wwr:ampifire-writers-looking-for-a-steady-reliable-income', 'remotive:1749306'],
      2: ['remotive:2090942', 'rok:1130723'],
      1: ['wwr:simpletexting-content-marketing-specialist', 'jobicy:111319', 'remotive:2091074'],
    },
  },
  ...spellings('non-tech', accountant, ['accountant', 'tuning']),
  ...spellings('misspelt', accountant, ['acountant', 'tuning']),
  {
    query: 'finance',
    kind: 'non-tech',
    split: 'tuning',
    judged: {
      3: ['wwr:toggl-finance-lead-2', 'wwr:engagedmd-director-of-finance-planning-analysis', 'rok:1130739'],
      2: ['rok:1130732', 'remotive:2090989'],
      1: ['rok:1130724', 'wwr:intuit-tax-expert-work-from-home-canada', 'wwr:intuit-french-bilingual-tax-expert-work-from-home-canada', 'rok:1130765', 'rok:1130772'],
    },
  },
  {
    query: 'payroll',
    kind: 'non-tech',
    split: 'held-out',
    judged: { 3: ['rok:1130765', 'rok:1130772'], 1: ['rok:1130739'] },
  },
  { query: 'legal', kind: 'non-tech', split: 'tuning', judged: { 3: ['rok:1130734'], 2: ['rok:1130773'] }, note: 'A corporate associate of a law firm; a head of public policy.' },
  {
    query: 'education',
    kind: 'non-tech',
    split: 'held-out',
    judged: { 2: ['rok:1130685', 'wwr:growth-cave-chief-operations-officer-coo-for-elearning-online-course-company-remote'], 1: ['wwr:designlab-product-design-mentor-1'] },
    note: 'No teaching job in the feeds: an assessor of training, and the COO of an online-course company.',
  },
  {
    query: 'healthcare',
    kind: 'non-tech',
    split: 'tuning',
    judged: { 3: ['rok:1130726', 'rok:1130721', 'remotive:2091069'], 2: ['jobicy:112853'], 1: ['rok:1130697', 'rok:1130711'] },
  },
  {
    query: 'operations',
    kind: 'non-tech',
    split: 'tuning',
    judged: {
      3: ['wwr:rivo-commerce-operations-specialist'],
      2: ['wwr:growth-cave-chief-operations-officer-coo-for-elearning-online-course-company-remote', 'rok:1130684', 'wwr:front-of-the-pack-head-of-supply-chain'],
      1: [
        'rok:1130729', 'wwr:awesome-motive-executive-assistant', 'wwr:advocacy-architects-executive-assistant',
        'wwr:community-phone-senior-executive-assistant-to-the-ceo-up-to-100k-per-year-depending-on', 'remotive:1680495', 'rok:1130691', 'remotive:2090942', 'rok:1130785',
      ],
    },
  },
  {
    query: 'project manager',
    kind: 'non-tech',
    split: 'tuning',
    judged: { 3: ['wwr:vaan-project-manager-for-design-technology-agency-ecommerce', 'rok:1130747'], 1: ['wwr:amazee-io-delivery-lead-apac'] },
  },
  { query: 'internship', kind: 'non-tech', split: 'held-out', judged: { 3: ['rok:1130696', 'rok:1130710'], 1: ['rok:1130763'] } },
  {
    query: 'part time',
    kind: 'non-tech',
    split: 'tuning',
    judged: { 3: ['jobicy:113624', 'remotive:2091047', 'remotive:2091074'], 2: ['rok:1130755', 'rok:1130756'] },
    note: 'The 10x Team postings ask for 8-20 hours a week.',
  },
  {
    query: 'contract',
    kind: 'non-tech',
    split: 'tuning',
    judged: { 3: ['rok:1130730'], 2: [...contractJobs, 'remotive:2086540'] },
    note: 'Every job whose type is Contract is what the search asks; the Inside Sales Contractor too.',
  },
  {
    query: 'virtual assistant',
    kind: 'non-tech',
    split: 'tuning',
    judged: {
      2: ['wwr:awesome-motive-executive-assistant', 'wwr:advocacy-architects-executive-assistant', 'wwr:community-phone-senior-executive-assistant-to-the-ceo-up-to-100k-per-year-depending-on', 'remotive:1680495'],
      1: ['wwr:cloudlinux-hr-administrative-assistant-remote', 'wwr:used-conex-hiring-several-sales-assistants'],
    },
  },
  // Several words.
  {
    query: 'senior python engineer',
    kind: 'multi-word',
    split: 'tuning',
    judged: { 3: ['jobicy:101869', 'rok:1130690', 'jobicy:109041', 'rok:1130694'], 2: ['jobicy:112237'], 1: ['jobicy:96513', 'jobicy:112065', 'jobicy:94818', 'jobicy:112847'] },
  },
  {
    query: 'data analyst sql',
    kind: 'multi-word',
    split: 'tuning',
    judged: { 3: ['rok:1130731', 'jobicy:112874'], 2: ['jobicy:112853', 'wwr:overleaf-senior-analyst'], 1: ['jobicy:112126', 'remotive:2091047'] },
  },
  {
    query: 'react typescript',
    kind: 'multi-word',
    split: 'held-out',
    judged: {
      3: ['wwr:agencyanalytics-frontend-engineer', 'wwr:miniextensions-senior-full-stack-engineer', 'jobicy:112065', 'jobicy:96513'],
      2: ['wwr:clickguard-inc-senior-technical-lead', 'jobicy:112173', 'rok:1130769', 'wwr:hippo-education-senior-react-native-developer', 'wwr:eventmobi-senior-front-end-engineer-remote', ...lawnStarter],
      1: ['wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'jobicy:105970', 'remotive:2091062'],
    },
  },
  {
    query: 'aws devops engineer',
    kind: 'multi-word',
    split: 'tuning',
    judged: {
      3: [
        'wwr:amazee-io-devops-engineer-2', 'wwr:amazee-io-devops-engineer-3', 'wwr:triumphpay-senior-devops-engineer-2', 'jobicy:111985', 'rok:1130673',
        'wwr:clevertech-senior-devops-engineer-11', 'wwr:tyler-technologies-senior-infrastructure-devops-engineer', 'wwr:university-of-pennsylvania-devops-engineer-remote-eligible',
      ],
      2: ['rok:1130678', 'wwr:proxify-ab-senior-devops-engineer', 'remotive:2091067', 'rok:1130783', 'rok:1130679', 'jobicy:113597', 'wwr:publitas-com-site-reliability-engineer-saas-remote', 'wwr:follow-up-boss-senior-infrastructure-engineer-2'],
    },
  },
  {
    query: 'ux researcher',
    kind: 'multi-word',
    split: 'tuning',
    judged: {
      2: ['wwr:sugarcrm-ux-designer', 'wwr:amazee-io-ux-product-designer-80-100'],
      1: ['wwr:a-team-senior-independent-ux-ui-designer-110-190-hr', 'wwr:tryhackme-lead-ui-ux-designer', 'wwr:shopexperts-freelance-shopify-ui-ux-designer'],
    },
    note: 'No researcher in the feeds: the UX designers who do user research come first.',
  },
  {
    query: 'content writer',
    kind: 'multi-word',
    split: 'tuning',
    judged: {
      3: ['remotive:1185979', 'wwr:litcharts-freelance-writer-literature-guides-1', 'remotive:1749306', 'wwr:ampifire-writers-looking-for-a-steady-reliable-income'],
      2: ['remotive:2090942', 'jobicy:111319', 'wwr:simpletexting-content-marketing-specialist'],
      1: ['remotive:2091074', 'rok:1130723'],
    },
  },
  {
    query: 'sales development representative',
    kind: 'multi-word',
    split: 'held-out',
    judged: {
      3: ['wwr:closers-io-sales-development-representative', 'remotive:2091075'],
      2: ['wwr:magic-inc-b2b-jr-business-development-manager-bilingual-english-spanish', 'rok:1130713', 'wwr:closers-io-independent-sales-associate', 'wwr:closers-io-direct-sales-agent', 'remotive:2086540'],
      1: ['wwr:closers-io-inbound-phone-sales-closer'],
    },
  },
  {
    query: 'machine learning python',
    kind: 'multi-word',
    split: 'tuning',
    judged: { 3: ['jobicy:74847'], 2: ['jobicy:111272', 'rok:1130703', 'jobicy:112847', 'rok:1130744', 'jobicy:112237'], 1: ['jobicy:112944', 'remotive:1919266'] },
  },
  {
    query: 'part time customer support',
    kind: 'multi-word',
    split: 'tuning',
    judged: { 3: ['jobicy:113624'], 1: customerSupportJobs.filter((key) => key !== 'jobicy:113624') },
  },
  {
    query: 'remote frontend react developer',
    kind: 'multi-word',
    split: 'tuning',
    judged: {
      3: ['wwr:clevertech-senior-frontend-developer-javascript-react', 'wwr:agencyanalytics-frontend-engineer', 'wwr:eventmobi-frontend-technical-team-lead-remote', 'wwr:eventmobi-senior-front-end-engineer-remote', 'wwr:chameleon-senior-frontend-engineer-1'],
      2: ['wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'rok:1130687'],
      1: ['wwr:hippo-education-senior-react-native-developer', 'wwr:shneorweb-frontend-ui-developer-wizard', 'wwr:vaan-group-frontend-web-developer-for-e-commerce-agency-templating-languages-shopify-experience-a-plus', 'wwr:stimulus-ux-engineer-2'],
    },
  },
];
