import type { EvalProfile } from './eval-types.ts';

/**
 * Seeker profiles added when the set grew: the families the first set lacked or had once (support leads, customer
 * care, success, healthcare, education, legal, HR, operations) and a second seeker for most families, many of them
 * held out (eval-split.ts). Invented people, most in Africa, entered as onboarding takes them.
 */

const fullTime = ['Full-time', 'Remote'];

export const moreEvalProfiles: EvalProfile[] = [
  {
    id: 'joy-support-lead-nairobi', name: 'Joy Wambui', title: 'Customer Support Lead', experience: '5-10', location: 'Nairobi, Kenya',
    skills: ['Customer Service', 'Zendesk', 'Communication', 'Data Entry', 'Attention to Detail', 'Team Leadership'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'I lead a team of eight agents handling customer care for a mobile-money app: queues, coaching, QA and the help centre.',
  },
  {
    id: 'esther-nurse-kisumu', name: 'Esther Achieng', title: 'Registered Nurse', experience: '3-5', location: 'Kisumu, Kenya',
    skills: ['Nursing', 'Patient Care', 'Patient Triage', 'Communication', 'Attention to Detail', 'Data Entry'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'Ward nurse for four years, now looking for telehealth work; I triage, educate patients and keep careful notes.',
  },
  {
    id: 'ama-teacher-kumasi', name: 'Ama Owusu', title: 'Mathematics Teacher', experience: '3-5', location: 'Kumasi, Ghana',
    skills: ['Teaching', 'Online Teaching', 'Curriculum Development', 'Communication', 'Mathematics'], jobTypes: ['Full-time', 'Part-time', 'Contract'],
    salaryExpectation: '$0-$30,000',
    bio: 'Secondary-school maths teacher; I tutor online in the evenings and write revision packs for my students.',
  },
  {
    id: 'chinedu-counsel-lagos', name: 'Chinedu Okeke', title: 'Legal Counsel', experience: '5-10', location: 'Lagos, Nigeria',
    skills: ['Contract Management', 'Negotiation', 'GDPR', 'Compliance', 'Legal Research', 'Corporate Law'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Commercial lawyer at a fintech; I draft and negotiate partner agreements and handle data-protection questions.',
  },
  {
    id: 'akosua-hr-accra', name: 'Akosua Boateng', title: 'HR Generalist', experience: '3-5', location: 'Accra, Ghana',
    skills: ['Human Resources', 'Employee Relations', 'HRIS', 'Employee Onboarding', 'Labor Law', 'Recruiting'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'HR generalist for a 200-person logistics company: policies, onboarding, disciplinary cases and our HR system.',
  },
  {
    id: 'kojo-ops-accra', name: 'Kojo Asante', title: 'Operations Manager', experience: '5-10', location: 'Accra, Ghana',
    skills: ['Operations Management', 'Process Improvement', 'Vendor Management', 'Supply Chain', 'Excel', 'Standard Operating Procedures'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Operations manager for an online grocery: riders, warehouses, vendors and the SOPs that hold it together.',
  },
  {
    id: 'bola-customer-care-lagos', name: 'Bola Adebayo', title: 'Customer Care Representative', experience: '1-3', location: 'Lagos, Nigeria',
    skills: ['Customer Service', 'Phone Support', 'Complaint Handling', 'Communication', 'Data Entry'], jobTypes: ['Full-time', 'Part-time'],
    salaryExpectation: '$0-$30,000',
    bio: 'Two years in a telecom contact centre handling calls, complaints and refunds.',
  },
  {
    id: 'aline-cs-kigali', name: 'Aline Uwimana', title: 'Customer Success Manager', experience: '3-5', location: 'Kigali, Rwanda',
    skills: ['Customer Success', 'Customer Onboarding', 'Account Management', 'HubSpot', 'Intercom', 'Customer Retention'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'CSM for a school-management SaaS; I onboard schools and keep renewals above 90%.',
  },
  {
    id: 'kofi-care-coordinator-accra', name: 'Kofi Mensah', title: 'Care Coordinator', experience: '3-5', location: 'Accra, Ghana',
    skills: ['Care Coordination', 'Medical Terminology', 'Electronic Health Records', 'Appointment Scheduling', 'Communication'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'Care coordinator at a private hospital: referrals, appointments and discharge follow-ups for chronic patients.',
  },
  {
    id: 'halima-instructional-nairobi', name: 'Halima Abdi', title: 'Instructional Designer', experience: '3-5', location: 'Nairobi, Kenya',
    skills: ['Instructional Design', 'Curriculum Development', 'Learning Management Systems', 'Training Delivery', 'Canva'], jobTypes: ['Full-time', 'Contract'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Former teacher who now builds online courses for NGOs and a telecom academy.',
  },
  {
    id: 'thandi-paralegal-joburg', name: 'Thandi Khumalo', title: 'Paralegal', experience: '1-3', location: 'Johannesburg, South Africa',
    skills: ['Legal Research', 'Contract Management', 'Document Management', 'Attention to Detail'], jobTypes: ['Full-time', 'Contract'],
    salaryExpectation: '$0-$30,000',
    bio: 'Paralegal at a corporate law firm: filings, minutes, due diligence and contract review checklists.',
  },
  {
    id: 'uwase-peopleops-kigali', name: 'Uwase Ingabire', title: 'People Operations Specialist', experience: '1-3', location: 'Kigali, Rwanda',
    skills: ['Human Resources', 'Employee Onboarding', 'Deel', 'Payroll', 'HRIS'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'People ops for a remote startup: contracts through Deel, onboarding, payroll inputs and our handbook.',
  },
  {
    id: 'musa-logistics-kano', name: 'Musa Ibrahim', title: 'Logistics Coordinator', experience: '1-3', location: 'Kano, Nigeria',
    skills: ['Supply Chain', 'Logistics Coordination', 'Inventory Management', 'Google Sheets'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'I coordinate trucks and warehouse stock for an agro-processing company.',
  },
  {
    id: 'wairimu-account-manager-nairobi', name: 'Wairimu Njoroge', title: 'Account Manager', experience: '3-5', location: 'Nairobi, Kenya',
    skills: ['Account Management', 'Upselling', 'Salesforce', 'Relationship Building', 'Swahili'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'Account manager growing revenue from SME customers of a payments company; I beat my upsell target every quarter.',
  },
  {
    id: 'ifeoma-ar-lagos', name: 'Ifeoma Nwosu', title: 'Accounts Receivable Clerk', experience: '1-3', location: 'Lagos, Nigeria',
    skills: ['Accounts Receivable', 'Invoicing', 'Reconciliation', 'QuickBooks', 'Excel'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'I invoice customers, post payments and chase overdue accounts for a distribution company.',
  },
  {
    id: 'leila-email-tunis', name: 'Leila Trabelsi', title: 'Email Marketing Specialist', experience: '3-5', location: 'Tunis, Tunisia',
    skills: ['Email Marketing', 'Mailchimp', 'Copywriting', 'A/B Testing', 'Google Analytics'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Email marketer for e-commerce brands: newsletters, automations and segmentation.',
  },
  {
    id: 'kip-fullstack-eldoret', name: 'Kiprotich Rono', title: 'Full Stack Developer', experience: '3-5', location: 'Eldoret, Kenya',
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Full stack developer building logistics dashboards and APIs with React and Node.js.',
  },
  {
    id: 'yaw-product-designer-accra', name: 'Yaw Darko', title: 'Product Designer', experience: '3-5', location: 'Accra, Ghana',
    skills: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'UX/UI Design'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Product designer on a savings app; research, flows and our design system.',
  },
  {
    id: 'zainab-bi-abuja', name: 'Zainab Musa', title: 'BI Analyst', experience: '3-5', location: 'Abuja, Nigeria',
    skills: ['SQL', 'Power BI', 'Excel', 'Data Visualization', 'Data Analysis'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'BI analyst building Power BI dashboards for a bank’s retail division.',
  },
  {
    id: 'mercy-editor-kampala', name: 'Mercy Nakato', title: 'Content Editor', experience: '3-5', location: 'Kampala, Uganda',
    skills: ['Content Writing', 'Editing', 'SEO', 'Copywriting'], jobTypes: ['Full-time', 'Contract'],
    salaryExpectation: '$0-$30,000',
    bio: 'Editor at a digital news site; I commission, edit and optimise stories for search.',
  },
  {
    id: 'femi-product-owner-lagos', name: 'Femi Balogun', title: 'Product Owner', experience: '3-5', location: 'Lagos, Nigeria',
    skills: ['Agile', 'Scrum', 'User Stories', 'Jira', 'Roadmapping', 'Stakeholder Management'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Product owner for a lending app; backlog, sprint reviews and talking to customers.',
  },
];
