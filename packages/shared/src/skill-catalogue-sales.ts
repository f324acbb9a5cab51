/** Skill list data: sales, business development, partnerships and revenue operations. Format: see skills.ts. */
export const salesSkills: readonly string[] = [
  '~Sales|B2B sales|SaaS sales|inside sales|sales experience|enterprise sales|sales skills',
  'Business Development|biz dev', 'Account Management|account manager', 'Lead Generation|lead gen',
  'Cold Calling|cold outreach', 'Salesforce|SFDC', 'CRM', 'Pipedrive', 'Negotiation|contract negotiation',
  'Sales Prospecting|prospecting|?SDR|?BDR', 'Partnerships|partner management', 'Solution Selling|consultative selling',
  'Sales Forecasting|pipeline management',
  // Motions and methods.
  'Outbound Sales|outbound prospecting', 'Inbound Sales', 'Cold Emailing|cold email|cold emails',
  'Closing Deals|deal closing|closing deals', 'Sales Presentations|product demos|sales demos',
  'Sales Operations|sales ops|RevOps|revenue operations', 'Channel Sales|channel partners', 'Key Account Management|key accounts',
  'Territory Management', 'Upselling|upsell|cross-selling|cross-sell', 'Contract Renewals|renewals',
  'Proposal Writing|RFP|RFPs|RFP responses', 'Sales Enablement', 'MEDDIC|MEDDPICC', 'SPIN Selling', 'Value Selling',
  'Retail Sales', 'Telesales|telemarketing', 'Appointment Setting', 'Customer Acquisition',
  'Relationship Building|relationship management', 'Sales Management|sales leadership', 'Full-Cycle Sales|full sales cycle|full-cycle sales',
  'Quota Attainment|quota carrying|quota-carrying', 'Sales Strategy', 'Sales Training', 'Sales Coaching',
  'Startup Sales|selling to startups', 'Enterprise Account Management', 'Government Sales|public sector sales',
  'Real Estate Sales', 'Insurance Sales', 'Donor Relations|donor management',
  // Tools.
  'LinkedIn Sales Navigator|Sales Navigator', 'Salesloft', 'Outreach.io', 'Apollo.io', 'ZoomInfo', '^Gong|Gong.io',
  'Zoho CRM|?Zoho', 'Close CRM', 'Freshsales', 'Lemlist', 'DocuSign', 'PandaDoc', 'Chorus.ai', 'Clari', 'Copper CRM',
];
