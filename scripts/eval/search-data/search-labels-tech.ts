import { lawnStarter, lemonIo, spellings, type Judgements, type LabelledQuery } from './search-label-types.ts';

/** Engineering searches: the words of the trade and their spellings. */

const node: Judgements = {
  3: ['wwr:ebury-node-js-developer', 'wwr:clevertech-senior-backend-engineer-javascript-node', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote'],
  // Node in the stack they work in.
  2: ['jobicy:112942', 'rok:1130769', 'jobicy:112173', 'wwr:clevertech-senior-full-stack-engineer-javascript-11', 'wwr:clickguard-inc-senior-technical-lead', 'jobicy:112065', 'jobicy:96513'],
  // One language among several, or a PM / DevOps / QA lead who should know it.
  1: ['jobicy:112237', 'wwr:amazee-io-devops-engineer-3', 'wwr:knack-software-engineeer-lead-qa-us-remote', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'rok:1130746', 'wwr:findox-inc-senior-csharp-and-postgresql-backend-developer-3', 'wwr:shopexperts-freelance-shopify-developer', ...lemonIo],
};

const frontend: Judgements = {
  3: [
    'wwr:agencyanalytics-frontend-engineer', 'rok:1130687', 'wwr:eventmobi-frontend-technical-team-lead-remote', 'wwr:shneorweb-frontend-ui-developer-wizard',
    'wwr:vaan-group-frontend-web-developer-for-e-commerce-agency-templating-languages-shopify-experience-a-plus', 'wwr:eventmobi-senior-front-end-engineer-remote',
    'wwr:clevertech-senior-frontend-developer-javascript-react', 'wwr:chameleon-senior-frontend-engineer-1', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3',
  ],
  // Filed under Frontend (Vue.js with Django); mostly front-end work; a UX engineer writing HTML/CSS/React.
  2: ['rok:1130694', 'wwr:narrative-web-software-engineer-remote', 'wwr:stimulus-ux-engineer-2'],
  // Full stack: the front end is half the job.
  1: [
    'jobicy:112173', 'rok:1130760', 'wwr:clevertech-senior-full-stack-engineer-javascript-11', 'wwr:forem-senior-full-stack-engineer', 'wwr:miniextensions-senior-full-stack-engineer',
    'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'remotive:2069746', 'remotive:2091062', 'jobicy:9045', 'wwr:testgorilla-web-designer', ...lawnStarter,
  ],
};

const backend: Judgements = {
  3: [
    'wwr:salesflow-io-back-end-developer-net-core-c-english-russian-ukranian-speaking-eu', 'wwr:bryter-backend-engineer', 'jobicy:105970', 'wwr:antimetal-founding-engineer-backend',
    'wwr:drops-senior-backend-engineer-5', 'rok:1130738', 'wwr:agencyanalytics-senior-backend-engineer', 'wwr:clevertech-senior-backend-engineer-javascript-node',
    'wwr:findox-inc-senior-csharp-and-postgresql-backend-developer-3', 'rok:1130690', 'jobicy:112151', 'jobicy:112237',
  ],
  // Server-side roles filed under Backend whose titles name the language instead.
  2: ['wwr:ebury-node-js-developer', 'wwr:agencyanalytics-php-developer-1', 'wwr:operatebeyond-php-developer', 'jobicy:101869', 'wwr:planet-argon-senior-ruby-on-rails-developer', 'jobicy:112942'],
  1: ['jobicy:112173', 'rok:1130760', 'wwr:clevertech-senior-full-stack-engineer-javascript-11', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'jobicy:9045', 'rok:1130769', 'remotive:2091062', 'rok:1130735'],
};

const fullStack: Judgements = {
  3: [
    'rok:1130760', 'wwr:engagedmd-full-stack-developer-1', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'wwr:forem-senior-full-stack-engineer',
    'wwr:clevertech-senior-full-stack-engineer-javascript-11', 'wwr:miniextensions-senior-full-stack-engineer', 'jobicy:112173', 'remotive:2091062', 'remotive:2069746',
  ],
  // Full stack in substance: 'front-end and back-end tasks', 'across the front end, back end'.
  2: ['rok:1130694', 'jobicy:9045', 'rok:1130769', 'jobicy:112942'],
  1: ['wwr:shopexperts-freelance-shopify-developer'],
};

const golang: Judgements = {
  // Go is the main language: 'our Golang services', 'Backend: Go'.
  3: ['remotive:2091062', 'jobicy:105970'],
  2: ['rok:1130735', 'wwr:antimetal-founding-engineer-backend', 'rok:1130763'],
  1: ['jobicy:112942', 'jobicy:112049', 'wwr:ebury-node-js-developer', 'jobicy:112173', 'wwr:kitces-com-senior-director-of-platform-product', ...lemonIo],
};

const kubernetes: Judgements = {
  3: ['rok:1130779'],
  // Running clusters is part of the job.
  2: [
    'wwr:triumphpay-senior-devops-engineer-2', 'wwr:proxify-ab-senior-devops-engineer', 'jobicy:112049', 'rok:1130678', 'rok:1130741', 'rok:1130742', 'rok:1130763',
    'wwr:amazee-io-devops-engineer-2', 'wwr:amazee-io-devops-engineer-3', 'wwr:clevertech-senior-devops-engineer-11', 'rok:1130694', 'wwr:agencyanalytics-cloud-software-engineer-gcp-1',
  ],
  1: [
    'rok:1130783', 'wwr:antimetal-founding-engineer-backend', 'wwr:ebury-node-js-developer', 'jobicy:105970', 'jobicy:112065', 'jobicy:96513', 'jobicy:109041', 'jobicy:112944',
    'rok:1130745', 'rok:1130769', 'remotive:2069746', 'remotive:2091067', 'wwr:amazee-io-delivery-lead-apac', 'wwr:tyler-technologies-senior-infrastructure-devops-engineer',
    'wwr:university-of-pennsylvania-devops-engineer-remote-eligible', 'jobicy:110411',
  ],
};

const javascript: Judgements = {
  3: ['wwr:clevertech-senior-backend-engineer-javascript-node', 'wwr:clevertech-senior-frontend-developer-javascript-react', 'wwr:clevertech-senior-full-stack-engineer-javascript-11'],
  2: [
    'wwr:agencyanalytics-frontend-engineer', 'wwr:eventmobi-frontend-technical-team-lead-remote', 'wwr:eventmobi-senior-front-end-engineer-remote', 'wwr:chameleon-senior-frontend-engineer-1',
    'wwr:shneorweb-frontend-ui-developer-wizard', 'wwr:vaan-group-frontend-web-developer-for-e-commerce-agency-templating-languages-shopify-experience-a-plus',
    'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'wwr:ebury-node-js-developer', 'jobicy:112173', 'wwr:forem-senior-full-stack-engineer',
    'wwr:clickguard-inc-senior-technical-lead', 'wwr:knack-software-engineeer-lead-qa-us-remote', 'wwr:drops-senior-backend-engineer-5', 'wwr:engagedmd-full-stack-developer-1', 'jobicy:112942',
  ],
  1: [
    'wwr:stimulus-ux-engineer-2', 'wwr:testgorilla-web-designer', 'rok:1130745', 'remotive:2069746', 'jobicy:9045', 'rok:1130694', 'wwr:findox-inc-senior-csharp-and-postgresql-backend-developer-3',
    'wwr:narrative-web-software-engineer-remote', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'wwr:operatebeyond-php-developer',
    'wwr:soci-engineering-manager-1', 'rok:1130746', 'wwr:miniextensions-senior-full-stack-engineer', 'rok:1130769', ...lemonIo,
  ],
};

const typescript: Judgements = {
  // 'a single programming language - TypeScript'.
  3: ['wwr:drops-senior-backend-engineer-5'],
  2: [
    'jobicy:112173', 'jobicy:112065', 'jobicy:96513', 'jobicy:112942', 'rok:1130760', 'rok:1130769', 'wwr:agencyanalytics-frontend-engineer', 'wwr:clickguard-inc-senior-technical-lead',
    'wwr:miniextensions-senior-full-stack-engineer', ...lawnStarter,
  ],
  1: ['wwr:eventmobi-senior-front-end-engineer-remote', 'wwr:hippo-education-senior-react-native-developer', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'rok:1130763', 'jobicy:105970', ...lemonIo],
};

const react: Judgements = {
  3: ['wwr:clevertech-senior-frontend-developer-javascript-react', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote'],
  2: [
    'wwr:agencyanalytics-frontend-engineer', 'wwr:eventmobi-frontend-technical-team-lead-remote', 'wwr:eventmobi-senior-front-end-engineer-remote', 'wwr:chameleon-senior-frontend-engineer-1',
    'wwr:hippo-education-senior-react-native-developer', 'wwr:clevertech-senior-full-stack-engineer-javascript-11', 'wwr:miniextensions-senior-full-stack-engineer', 'jobicy:112173',
    'jobicy:112065', 'jobicy:96513', 'remotive:2091062', 'rok:1130769', 'wwr:clickguard-inc-senior-technical-lead', ...lawnStarter,
  ],
  1: [
    'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'wwr:forem-senior-full-stack-engineer', 'wwr:stimulus-ux-engineer-2', 'remotive:2069746', 'rok:1130745',
    'jobicy:110996', 'rok:1130751', 'jobicy:105970', 'wwr:shopexperts-freelance-shopify-developer', ...lemonIo,
  ],
};

const reactNative: Judgements = {
  3: ['wwr:hippo-education-senior-react-native-developer', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote'],
  2: lawnStarter,
  1: ['wwr:drops-senior-backend-engineer-5', 'wwr:eventmobi-senior-front-end-engineer-remote', ...lemonIo],
};

const machineLearning: Judgements = {
  3: ['rok:1130744', 'rok:1130703'],
  2: ['remotive:1919266', 'jobicy:111272', 'rok:1130777', 'jobicy:74847'],
  // Uses ML beside other work; an AI engineer building on models; a rater supporting ML models.
  1: ['jobicy:112847', 'jobicy:112944', 'jobicy:112237', 'rok:1130783', 'remotive:2091047', 'rok:1130751', 'remotive:2090986'],
};

const aiEngineer: Judgements = {
  3: ['rok:1130751', 'remotive:1919266', 'rok:1130744'],
  2: ['remotive:2090986', 'rok:1130777', 'rok:1130767', 'jobicy:74847'],
  // Training AI models with people's answers is AI work, not engineering.
  1: ['rok:1130752', 'rok:1130776', 'rok:1130723', 'rok:1130755', 'rok:1130756', 'rok:1130787'],
};

const ai: Judgements = {
  3: ['rok:1130744', 'rok:1130751', 'remotive:1919266', 'rok:1130777', 'rok:1130767'],
  2: ['jobicy:74847', 'remotive:2090986', 'rok:1130752', 'rok:1130776', 'rok:1130723', 'rok:1130755', 'rok:1130756'],
  1: ['remotive:2091035', 'rok:1130787', 'rok:1130741', 'rok:1130742'],
};

const ux: Judgements = {
  3: [
    'wwr:sugarcrm-ux-designer', 'wwr:a-team-senior-independent-ux-ui-designer-110-190-hr', 'wwr:tryhackme-lead-ui-ux-designer', 'wwr:shopexperts-freelance-shopify-ui-ux-designer',
    'wwr:amazee-io-ux-product-designer-80-100', 'wwr:stimulus-ux-engineer-2',
  ],
  2: ['wwr:a-team-senior-independent-product-manager-product-designer-110-190-hr', 'wwr:designlab-product-design-mentor-1', 'wwr:testgorilla-web-designer'],
  1: ['rok:1130768', 'wwr:shneorweb-frontend-ui-developer-wizard'],
};

const qa: Judgements = {
  3: ['wwr:knack-software-engineeer-lead-qa-us-remote'],
  // 'QA Automation, QA Manual' among the roles it hires for.
  1: lemonIo,
};

const devops: Judgements = {
  3: [
    'wwr:amazee-io-devops-engineer-3', 'wwr:amazee-io-devops-engineer-2', 'wwr:university-of-pennsylvania-devops-engineer-remote-eligible', 'wwr:proxify-ab-senior-devops-engineer',
    'wwr:triumphpay-senior-devops-engineer-2', 'remotive:2091067', 'jobicy:111985', 'rok:1130673', 'wwr:clevertech-senior-devops-engineer-11',
    'wwr:tyler-technologies-senior-infrastructure-devops-engineer', 'rok:1130783', 'rok:1130679',
  ],
  2: ['jobicy:113597', 'jobicy:112049', 'wwr:publitas-com-site-reliability-engineer-saas-remote', 'rok:1130678', 'wwr:follow-up-boss-senior-infrastructure-engineer-2', 'wwr:pspdfkit-continuous-integration-and-delivery-engineer'],
  1: ['rok:1130725', 'wwr:agencyanalytics-cloud-software-engineer-gcp-1', 'wwr:kitces-com-senior-director-of-platform-product'],
};

const sre: Judgements = {
  3: ['jobicy:113597', 'jobicy:112049', 'wwr:publitas-com-site-reliability-engineer-saas-remote'],
  2: [
    'wwr:amazee-io-devops-engineer-3', 'wwr:amazee-io-devops-engineer-2', 'wwr:university-of-pennsylvania-devops-engineer-remote-eligible', 'wwr:proxify-ab-senior-devops-engineer',
    'wwr:triumphpay-senior-devops-engineer-2', 'remotive:2091067', 'jobicy:111985', 'rok:1130673', 'wwr:clevertech-senior-devops-engineer-11',
    'wwr:tyler-technologies-senior-infrastructure-devops-engineer', 'rok:1130783', 'rok:1130679',
  ],
  1: ['rok:1130678', 'wwr:follow-up-boss-senior-infrastructure-engineer-2'],
};

const python: Judgements = {
  3: ['rok:1130690', 'jobicy:101869', 'jobicy:109041', 'rok:1130694'],
  2: ['jobicy:112126', 'jobicy:94818', 'jobicy:112847', 'rok:1130707', 'jobicy:112237'],
  1: [
    'jobicy:74847', 'jobicy:112065', 'jobicy:96513', 'rok:1130760', 'jobicy:101867', 'rok:1130778', 'jobicy:111985', 'rok:1130673', 'jobicy:112049', 'wwr:ebury-node-js-developer',
    'wwr:eventmobi-frontend-technical-team-lead-remote', 'rok:1130695', 'jobicy:112944', ...lemonIo,
  ],
};

const designer: Judgements = {
  3: [...(ux[3] ?? []).filter((key) => key !== 'wwr:stimulus-ux-engineer-2'), 'rok:1130720', 'rok:1130719', 'rok:1130727', 'wwr:testgorilla-web-designer'],
  2: ['wwr:a-team-senior-independent-product-manager-product-designer-110-190-hr', 'rok:1130768', 'wwr:designlab-product-design-mentor-1', 'rok:1130710', 'wwr:stimulus-ux-engineer-2'],
  // Artists of a game studio: design work, not designers.
  1: ['rok:1130749', 'rok:1130748', 'rok:1130715', 'rok:1130695'],
};

export const techQueries: LabelledQuery[] = [
  ...spellings('tech', node, ['nodejs', 'tuning'], ['node.js', 'tuning'], ['node', 'tuning']),
  {
    query: 'nodejs backend',
    kind: 'multi-word',
    split: 'held-out',
    judged: {
      3: ['wwr:ebury-node-js-developer', 'wwr:clevertech-senior-backend-engineer-javascript-node'],
      2: ['jobicy:112942', 'rok:1130769', 'jobicy:112237', 'wwr:g2i-inc-fullstack-developer-react-react-native-node-js-remote', 'wwr:clevertech-senior-full-stack-engineer-javascript-11'],
      1: ['wwr:clickguard-inc-senior-technical-lead', 'jobicy:112065', 'jobicy:96513', 'wwr:amazee-io-devops-engineer-3', 'wwr:knack-software-engineeer-lead-qa-us-remote', 'wwr:findox-inc-senior-csharp-and-postgresql-backend-developer-3', 'jobicy:112173'],
    },
  },
  ...spellings('tech', frontend, ['frontend', 'tuning'], ['front end developer', 'tuning'], ['front-end', 'tuning'], ['frontend engineer', 'held-out']),
  ...spellings('tech', backend, ['backend', 'tuning'], ['back end developer', 'tuning']),
  ...spellings('tech', fullStack, ['full stack', 'tuning'], ['fullstack developer', 'held-out']),
  ...spellings('tech', golang, ['golang', 'tuning'], ['go developer', 'tuning']),
  ...spellings('tech', kubernetes, ['kubernetes', 'tuning'], ['k8s', 'held-out']),
  ...spellings('tech', javascript, ['javascript', 'tuning'], ['js', 'tuning']),
  ...spellings('tech', typescript, ['typescript', 'tuning'], ['ts', 'held-out']),
  ...spellings('tech', reactNative, ['react native', 'tuning']),
  ...spellings('tech', react, ['react', 'tuning']),
  ...spellings('tech', machineLearning, ['machine learning', 'tuning'], ['ml engineer', 'held-out']),
  ...spellings('tech', aiEngineer, ['ai engineer', 'tuning']),
  ...spellings('tech', ai, ['ai', 'held-out']),
  ...spellings('tech', ux, ['ux', 'tuning'], ['ui designer', 'tuning'], ['ux/ui designer', 'held-out']),
  ...spellings('tech', qa, ['qa', 'tuning'], ['quality assurance', 'tuning'], ['tester', 'held-out']),
  ...spellings('tech', devops, ['devops', 'tuning']),
  ...spellings('tech', sre, ['sre', 'tuning'], ['site reliability engineer', 'held-out']),
  ...spellings('tech', python, ['python', 'tuning']),
  {
    query: 'data scientist',
    kind: 'tech',
    split: 'tuning',
    judged: { 3: ['jobicy:111272', 'jobicy:112126', 'rok:1130703', 'jobicy:94818', 'jobicy:112847', 'rok:1130707'], 1: ['jobicy:74847', 'rok:1130731', 'jobicy:112874'] },
  },
  {
    query: 'data engineer',
    kind: 'tech',
    split: 'held-out',
    judged: { 3: ['jobicy:112944'], 2: ['rok:1130730', 'rok:1130735'], 1: ['rok:1130783', 'jobicy:109041', 'jobicy:112237'] },
  },
  {
    query: 'security engineer',
    kind: 'tech',
    split: 'tuning',
    judged: { 3: ['rok:1130686'], 2: ['rok:1130757', 'rok:1130696', 'rok:1130722'], 1: ['rok:1130787'] },
    note: 'The sales engineer of a security product is 1: security words, sales work.',
  },
  {
    query: 'ios developer',
    kind: 'tech',
    split: 'tuning',
    judged: { 3: ['wwr:shape-senior-ios-developer'], 2: ['wwr:hippo-education-senior-react-native-developer', 'wwr:maharishi-foundation-international-senior-front-end-react-native-engineer-3'], 1: lemonIo },
  },
  {
    query: 'php',
    kind: 'tech',
    split: 'held-out',
    judged: {
      3: ['wwr:agencyanalytics-php-developer-1', 'wwr:operatebeyond-php-developer'],
      2: ['wwr:agencyanalytics-senior-backend-engineer', 'jobicy:9045', 'jobicy:112942', ...lawnStarter],
      1: ['wwr:soci-engineering-manager-1', 'wwr:amazee-io-devops-engineer-2', 'wwr:amazee-io-devops-engineer-3', 'jobicy:112049', 'jobicy:112151', 'wwr:follow-up-boss-senior-infrastructure-engineer-2', 'wwr:deskpro-technical-support-engineer-aus', ...lemonIo],
    },
  },
  {
    query: 'ruby on rails',
    kind: 'tech',
    split: 'tuning',
    judged: {
      3: ['wwr:planet-argon-senior-ruby-on-rails-developer', 'rok:1130745', 'remotive:2069746'],
      2: ['wwr:forem-senior-full-stack-engineer'],
      1: ['jobicy:110411', 'wwr:shopexperts-freelance-shopify-developer', ...lemonIo],
    },
  },
  { query: 'c++', kind: 'tech', split: 'tuning', judged: { 3: ['jobicy:101867', 'rok:1130778'], 2: ['rok:1130761'], 1: ['wwr:antimetal-founding-engineer-backend', ...lemonIo] } },
  // Misspelt: the same needs, typed wrong.
  ...spellings('misspelt', python, ['pyhton', 'tuning']),
  ...spellings('misspelt', javascript, ['javscript', 'tuning']),
  ...spellings('misspelt', kubernetes, ['kubernets', 'tuning']),
  ...spellings('misspelt', devops, ['devpos', 'held-out']),
  ...spellings('misspelt', designer, ['desinger', 'tuning']),
  ...spellings('misspelt', frontend, ['frontent developer', 'held-out']),
];
