import { hour, month, year, type EvalJob } from './eval-types.ts';

/**
 * Support, customer success and healthcare jobs of the matching evaluation (added to cover families the first set
 * lacked). The healthcare posts are written like the demo catalogue's (Telehealth Nurse, Clinical Data Coordinator,
 * Care Coordinator: soft skills, data entry and "customer service" in their tags), because those are the ones that
 * crowded support seekers' lists; the support posts say "customer care" as real ones do. Companies are invented.
 */

const softTags = ['customer service', 'communication', 'data entry', 'attention to detail'];

export const careJobs: EvalJob[] = [
  {
    id: 'hc-telehealth-nurse-africa', title: 'Telehealth Nurse', company: 'AfyaLink', location: 'Remote (Africa)',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(24000, 32000),
    description: 'AfyaLink runs a virtual clinic for patients in East and West Africa. Triage patient questions by phone and chat, give nursing advice within protocols, escalate to our doctors, and keep clinical records accurate. Great customer service to patients matters.',
    requirements: 'Registered nurse (RN) licence and 2+ years of clinical nursing experience. Patient triage. Knowledge of patient-privacy rules. Calm, clear communication.',
    tags: softTags,
  },
  {
    id: 'hc-clinical-data-emea', title: 'Clinical Data Coordinator', company: 'Trialpath', location: 'Remote - EMEA',
    regions: 'EMEA', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(30000, 40000),
    description: 'Trialpath runs clinical trials for pharmaceutical sponsors. You will enter and check case report form data, raise queries with trial sites, and keep the trial master file in order under GCP. Accurate data entry and attention to detail every day.',
    requirements: '2+ years in clinical research, clinical data management or a hospital records office. Good Clinical Practice (GCP). A life-science or nursing degree.',
    tags: softTags,
  },
  {
    id: 'hc-care-coord-sr-emea', title: 'Senior Care Coordinator', company: 'HomeWell Health', location: 'Remote, EMEA',
    regions: 'EMEA', employmentType: 'Full-time', experienceLevel: 'senior', salary: null,
    description: 'Coordinate home care for elderly patients: schedule carers and nurses, speak with families, follow up after hospital discharge and keep care plans current in our patient record system.',
    requirements: '5+ years in care coordination, social care or nursing. Knowledge of care planning and safeguarding. Excellent communication with patients and families.',
    tags: softTags,
  },
  {
    id: 'hc-care-coord-ww', title: 'Care Coordinator', company: 'Mosaic Care', location: 'Anywhere',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'mid', salary: month(1800, 2400),
    description: 'Help patients with chronic conditions get the care they need: book appointments with clinics, coordinate with doctors and pharmacies, and keep patient notes accurate.',
    requirements: '2+ years in healthcare administration, care coordination or nursing. Medical terminology. Comfort with an EHR.',
    tags: softTags,
  },
  {
    id: 'hc-medical-coder-us', title: 'Medical Coder (Remote)', company: 'ClaimRight', location: 'Remote, United States',
    regions: 'USA only', employmentType: 'Full-time', experienceLevel: 'mid', salary: hour(24, 30),
    description: 'Assign ICD-10 and CPT codes to outpatient records and resolve claim denials with our billing team. US residents only because of HIPAA.',
    requirements: 'CPC certification. 2+ years of medical coding. ICD-10. Medical billing knowledge.',
    tags: ['medical coding', 'medical billing'],
  },
  {
    id: 'hc-pharmacist-ke', title: 'Remote Clinical Pharmacist', company: 'DawaDirect', location: 'Remote, Kenya',
    regions: 'Kenya', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(20000, 28000),
    description: 'Review prescriptions for our online pharmacy, counsel patients by phone and chat on their medicines, and report adverse reactions.',
    requirements: 'Registered pharmacist with the Pharmacy and Poisons Board. 3+ years in clinical or community pharmacy.',
    tags: ['pharmacy', 'patient counselling'],
  },
  {
    id: 'hc-patient-support-africa', title: 'Patient Support Specialist', company: 'AfyaLink', location: 'Remote (Africa)',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'entry', salary: month(600, 900),
    description: 'The first voice our patients hear: answer calls, chats and emails about bookings, payments and the app, in Zendesk. You do not give medical advice; you route clinical questions to our nurses.',
    requirements: '1+ year of customer support or call centre work. Zendesk or another ticketing tool. English and Swahili a plus.',
    tags: ['customer support', 'zendesk', 'phone support'],
  },
  {
    id: 'sup-lead-africa', title: 'Customer Support Team Lead', company: 'Pesaflow', location: 'Remote, Africa',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'lead', salary: year(30000, 42000),
    description: 'Lead a team of 12 support agents answering merchants by chat, email and phone. Own the queue, SLAs and CSAT, coach agents through QA reviews, write macros and help-centre articles in Zendesk, and work with product on top contact drivers.',
    requirements: '5+ years in customer support, 2+ leading a team. Zendesk. SLA and CSAT reporting. Coaching and quality monitoring.',
    tags: ['customer support', 'team lead', 'zendesk'],
  },
  {
    id: 'sup-customer-care-ng', title: 'Customer Care Representative', company: 'Jumbo Mart', location: 'Remote, Nigeria',
    regions: 'Nigeria', employmentType: 'Full-time', experienceLevel: 'entry', salary: month(400, 600),
    description: 'Help shoppers with orders, deliveries, returns and refunds by phone, WhatsApp and email. Log every contact and escalate delivery problems to logistics.',
    requirements: 'Customer care or call centre experience. Good spoken English; Yoruba, Igbo or Hausa a plus. Patient with upset customers.',
    tags: ['customer care', 'phone support'],
  },
  {
    id: 'sup-cx-manager-ww', title: 'Customer Experience Manager', company: 'Nimbus Notes', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'senior', salary: year(50000, 65000),
    description: 'Run our support organisation of 20 agents across time zones: hiring, coaching, workforce planning, quality monitoring and the help centre. Report CSAT, NPS and first-response times to leadership.',
    requirements: '6+ years in customer support or customer experience, 3+ managing teams. Zendesk or Intercom. Workforce management.',
    tags: ['customer experience', 'customer support', 'management'],
  },
  {
    id: 'sup-agent-pt-ww', title: 'Customer Service Agent (Part-time)', company: 'Voyago', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Part-time', experienceLevel: 'entry', salary: hour(8, 11),
    description: 'Evening and weekend shifts answering travellers by live chat and email in Freshdesk: bookings, changes and refunds.',
    requirements: 'Some customer service experience. Excellent written English. Reliable internet.',
    tags: ['customer service', 'live chat', 'freshdesk'],
  },
  {
    id: 'cs-manager-africa', title: 'Customer Success Manager', company: 'Kora Rails', location: 'Remote, Africa',
    regions: 'Africa', employmentType: 'Full-time', experienceLevel: 'mid', salary: year(30000, 45000),
    description: 'Own a portfolio of 40 merchants using our payments platform: onboarding, account health reviews, renewals and upsells. Work with support on escalations and with sales on expansion. HubSpot and Intercom.',
    requirements: '3+ years in customer success, account management or senior customer support for a SaaS or fintech product. Customer onboarding. Excellent communication.',
    tags: ['customer success', 'saas', 'onboarding'],
  },
  {
    id: 'cs-onboarding-ww', title: 'Customer Onboarding Specialist', company: 'Stackshift', location: 'Remote',
    regions: 'Worldwide', employmentType: 'Full-time', experienceLevel: 'entry', salary: year(30000, 38000),
    description: 'Get new customers live on Stackshift in their first 30 days: run onboarding calls, import their data, train their admins and hand healthy accounts to customer success.',
    requirements: '1-3 years in customer onboarding, implementation or customer support for SaaS. Product training. Clear communication.',
    tags: ['customer onboarding', 'customer success', 'saas'],
  },
  {
    id: 'cs-associate-emea', title: 'Customer Success Associate', company: 'Fieldnote', location: 'Remote, EMEA',
    regions: 'EMEA', employmentType: 'Full-time', experienceLevel: 'entry', salary: year(28000, 35000),
    description: 'Support our customer success managers: run product training sessions, monitor account health in Gainsight, chase renewals and answer how-to questions.',
    requirements: '1+ year in customer success, account management or customer support. Gainsight or HubSpot a plus.',
    tags: ['customer success', 'gainsight'],
  },
];
