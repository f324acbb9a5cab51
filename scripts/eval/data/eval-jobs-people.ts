import { hour, month, year, type EvalJob } from './eval-types.ts';

/**
 * Education, legal, HR, operations jobs of the matching evaluation, plus sales and finance posts whose titles share a
 * word with another family ('Account Manager' sells; 'Accounts Receivable' counts). Added to cover families the first
 * set lacked. Companies are invented.
 */


export const peopleJobs: EvalJob[] = [
  {
    id: 'edu-math-tutor-ww', title: 'Online Math Tutor', company: 'BrightPath Learning', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Part-time', experienceLevel: 'mid', salary: hour(12, 18),
    description: 'Teach secondary-school mathematics to small groups online, mark homework and report progress to parents. Our learners are in Africa and the Middle East.',
    requirements: 'A teaching qualification or 2+ years teaching maths. Online teaching experience. Patience and clear explanations.',
    tags: ['teaching', 'online tutoring', 'mathematics'],
  },
  {
    id: 'edu-instructional-designer-ww', title: 'Instructional Designer', company: 'SkillHive', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(40000, 55000),
    description: 'Design online courses for adult learners: learning objectives, storyboards, videos and quizzes in our LMS. Work with subject experts and measure completion.',
    requirements: '3+ years in instructional design or curriculum development. Articulate or a similar authoring tool. LMS experience.',
    tags: ['instructional design', 'curriculum development', 'lms'],
  },
  {
    id: 'edu-curriculum-africa', title: 'Curriculum Developer (Primary Science)', company: 'Elimu Digital', location: 'Remote, Africa',
    regions: 'Kenya, Uganda, Tanzania, Rwanda', employmentType: 'Contract', experienceLevel: 'mid', salary: month(1200, 1600),
    description: 'Write lesson plans, activities and assessments for primary science following the CBC curriculum, for our tablet app used in rural schools.',
    requirements: '3+ years teaching in primary schools; curriculum development experience. Knowledge of the competency-based curriculum.',
    tags: ['curriculum development', 'teaching'],
  },
  {
    id: 'edu-teacher-trainer-emea', title: 'Teacher Trainer', company: 'Lango Academy', location: 'Remote, EMEA',
    regions: 'EMEA', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(35000, 45000),
    description: 'Train and observe our online English teachers, run workshops on classroom practice and keep our teaching standards.',
    requirements: 'CELTA or DELTA. 5+ years teaching English, 2+ training teachers.',
    tags: ['teaching', 'training delivery', 'esl'],
  },
  {
    id: 'legal-counsel-africa', title: 'Legal Counsel (Commercial)', company: 'Kora Rails', location: 'Remote, Africa',
    regions: 'Nigeria, Kenya, Ghana', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(45000, 65000),
    description: 'Draft and negotiate merchant and partner agreements, advise on payments regulation and data protection across our markets, and manage outside counsel.',
    requirements: 'Qualified lawyer (called to the bar) with 5+ years of commercial or fintech practice. Contract drafting. Data-protection law.',
    tags: ['legal', 'contract drafting', 'compliance'],
  },
  {
    id: 'legal-paralegal-us', title: 'Paralegal', company: 'Harbor & Lane LLP', location: 'Remote, United States',
    regions: 'USA only', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(55000, 65000),
    description: 'Support our litigation team: legal research, drafting pleadings, organising discovery and e-filing in US courts.',
    requirements: 'Paralegal certificate. 2+ years of litigation support in the US. Legal research tools.',
    tags: ['paralegal', 'legal research', 'litigation'],
  },
  {
    id: 'legal-paralegal-ww', title: 'Remote Paralegal (Corporate)', company: 'Lexbridge', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Contract', experienceLevel: 'mid', salary: hour(15, 22),
    description: 'Help our corporate team with entity filings, board minutes, contract review checklists and due-diligence data rooms for clients in the UK and Africa.',
    requirements: 'Paralegal qualification or law degree. 2+ years in corporate or commercial law. Contract management.',
    tags: ['paralegal', 'contract management'],
  },
  {
    id: 'legal-compliance-emea', title: 'Compliance Officer (AML/KYC)', company: 'Sendwise', location: 'Remote - EMEA',
    regions: 'EMEA', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(40000, 55000),
    description: 'Run our anti-money-laundering programme: review KYC files, investigate alerts, file suspicious activity reports and train staff.',
    requirements: '3+ years in AML/KYC compliance at a bank or fintech. ICA or ACAMS certification a plus.',
    tags: ['compliance', 'aml', 'kyc'],
  },
  {
    id: 'legal-contracts-mgr-ww', title: 'Contracts Manager', company: 'Draftwise', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(60000, 80000),
    description: 'Own the contract lifecycle for our sales team: review and redline customer contracts, keep templates current and track obligations.',
    requirements: '5+ years in contract management or as a commercial lawyer. Negotiation. SaaS contracts.',
    tags: ['contract management', 'negotiation', 'legal'],
  },
  {
    id: 'hr-generalist-africa', title: 'HR Generalist', company: 'Pesaflow', location: 'Remote, Africa',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(24000, 34000),
    description: 'Run HR for 150 staff in five African countries: onboarding, employee relations, performance reviews, HR policies and the HRIS. Work with our employer-of-record partners.',
    requirements: '3+ years as an HR generalist. Employment law in at least one African country. HRIS (BambooHR or similar).',
    tags: ['human resources', 'employee relations', 'hris'],
  },
  {
    id: 'hr-people-ops-ww', title: 'People Operations Specialist', company: 'Nimbus Notes', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(40000, 55000),
    description: 'Keep our remote people operations running: onboarding and offboarding, benefits, payroll inputs with Deel, HR data and policies.',
    requirements: '2+ years in people operations or HR. Deel or another EOR platform. Employee onboarding. Discretion.',
    tags: ['people operations', 'human resources', 'employee onboarding'],
  },
  {
    id: 'hr-bp-sr-eu', title: 'Senior HR Business Partner', company: 'Relayhook', location: 'Remote, Europe',
    regions: 'Europe', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(70000, 85000, 'EUR'),
    description: 'Partner with engineering leaders on organisation design, performance management, compensation and employee relations.',
    requirements: '7+ years in HR, 3+ as an HR business partner in tech. European employment law.',
    tags: ['human resources', 'performance management'],
  },
  {
    id: 'ops-manager-africa', title: 'Operations Manager', company: 'Jumbo Mart', location: 'Remote, Africa',
    regions: 'Nigeria, Ghana, Kenya', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(35000, 50000),
    description: 'Run day-to-day operations of our online marketplace: fulfilment partners, vendor management, SOPs, KPIs and process improvement across three countries.',
    requirements: '5+ years in operations management in e-commerce, logistics or retail. Process improvement. Strong spreadsheets.',
    tags: ['operations management', 'process improvement', 'vendor management'],
  },
  {
    id: 'ops-supply-chain-africa', title: 'Supply Chain Coordinator', company: 'FarmLink', location: 'Remote, Africa',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'entry', salary: month(700, 1000),
    description: 'Coordinate produce pickups and deliveries between farmers, warehouses and buyers; track inventory and shipments and solve delays with transport partners.',
    requirements: '1-2 years in logistics or supply chain. Inventory management. Google Sheets.',
    tags: ['supply chain', 'logistics', 'inventory management'],
  },
  {
    id: 'ops-bizops-ww', title: 'Business Operations Analyst', company: 'Stackshift', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(45000, 60000),
    description: 'Build the reports and processes that run our go-to-market: pipeline and capacity models, dashboards, process documentation and tooling.',
    requirements: '2+ years in business operations, revenue operations or consulting. SQL and spreadsheets.',
    tags: ['operations', 'sql', 'process improvement'],
  },
  {
    id: 'sales-account-mgr-africa', title: 'Account Manager (SMB)', company: 'Pesaflow', location: 'Remote, Africa',
    regions: 'Kenya, Uganda, Tanzania', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(18000, 26000),
    description: 'Grow revenue from our small-business merchants: upsell new payment products, run renewals and hit a monthly revenue target. Commission on top of base.',
    requirements: '2+ years in account management or B2B sales. Upselling. CRM discipline. Swahili and English.',
    tags: ['account management', 'sales', 'upselling'],
  },
  {
    id: 'fin-ar-africa', title: 'Accounts Receivable Specialist', company: 'Kora Rails', location: 'Remote, Africa',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'entry', salary: month(800, 1100),
    description: 'Issue invoices, post receipts, reconcile customer accounts and chase overdue balances. Month-end support for the finance team in Xero.',
    requirements: '1-2 years in accounts receivable or bookkeeping. Xero or QuickBooks. Reconciliation.',
    tags: ['accounts receivable', 'xero', 'reconciliation'],
  },
  {
    id: 'mkt-email-ww', title: 'Email Marketing Specialist', company: 'Lango Academy', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(35000, 45000),
    description: 'Plan and build our newsletters and lifecycle campaigns in Klaviyo, segment our audience, run A/B tests and report on conversion.',
    requirements: '2+ years in email marketing. Klaviyo or Mailchimp. Copywriting.',
    tags: ['email marketing', 'klaviyo'],
  },
  {
    id: 'content-editor-ww', title: 'Editor (Careers Content)', company: 'Orbit Media Co', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Contract', experienceLevel: 'mid', salary: hour(20, 30),
    description: 'Edit and commission articles about careers and remote work, keep the style guide, and optimise pieces for search with our SEO lead.',
    requirements: '3+ years as an editor or content writer. SEO basics. Excellent English.',
    tags: ['editing', 'content writing', 'seo'],
  },
];
