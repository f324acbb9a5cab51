/**
 * Skill list data: customer support and success, IT support, virtual/administrative assistance, and healthcare
 * (care and its administration). Format and markers: see skills.ts.
 */
export const supportSkills: readonly string[] = [
  'Customer Service|customer support|customer care', 'Technical Support|tech support|helpdesk|help desk|IT support',
  'Customer Success', 'Zendesk', 'Intercom', 'Freshdesk', 'Troubleshooting', 'Ticketing Systems|ticketing',
  'Live Chat Support|chat support|live chat', 'Customer Experience|?CX', 'Customer Onboarding',
  'Virtual Assistance|virtual assistant', 'Microsoft 365|Office 365|M365', 'G Suite|Google Workspace',
  // Channels and practice.
  'Email Support', 'Phone Support|call center|call centre|inbound calls', 'Tier 1 Support|level 1 support|L1 support|first-line support',
  'Tier 2 Support|level 2 support|L2 support|second-line support', 'Escalation Management|escalations',
  'Knowledge Base Management|knowledge base|help center articles|help centre articles', 'SLA Management|SLAs',
  'Customer Retention|churn reduction|reducing churn', 'Net Promoter Score|NPS', 'CSAT|customer satisfaction score',
  'Customer Training|product training', 'Technical Account Management|?TAM', 'Software Implementation|implementation projects',
  'Customer Advocacy', 'Voice of the Customer|VoC', 'Complaint Handling|complaints handling', 'Order Processing|order management',
  'Returns and Refunds|refunds', 'Chargebacks|dispute resolution', 'Content Moderation|trust and safety',
  'Transcription', 'Quality Monitoring|support QA|call quality monitoring', 'Bilingual Support',
  // Tools.
  'Gorgias', 'Help Scout', 'Salesforce Service Cloud|Service Cloud', 'ServiceNow', 'Jira Service Management|Jira Service Desk',
  'ITIL', 'Gainsight', 'ChurnZero', 'Kustomer', 'Aircall', 'Talkdesk', 'Five9', 'LiveAgent', 'Tidio', 'Drift chat|?Drift',
  'Remote Desktop Support|TeamViewer|AnyDesk', '^Windows|Microsoft Windows|Windows 10|Windows 11',
  'macOS|Mac OS|OS X', 'Hardware Troubleshooting', 'Printer Support', 'Password Resets|account recovery',
  // Administrative assistance.
  'Calendar Management|diary management', 'Email Management|inbox management', 'Travel Coordination|travel booking|travel arrangements',
  'Executive Assistance|executive assistant|EA support', 'Bookkeeping Support', 'Appointment Scheduling|Calendly',
  'Document Management|file management', 'Research Assistance|research assistant', 'Medical Billing|medical billing and coding',
  'Medical Coding|ICD-10', 'Insurance Claims|claims processing', 'Medical Transcription',
  // Healthcare: what clinical and care posts ask for beyond the soft skills every post lists.
  'Nursing|registered nurse|RN licence|RN license|nursing licence|nursing license|clinical nursing', 'Patient Care',
  'Patient Triage|triage patient|telephone triage', 'Care Coordination|care coordinator|care planning|care plans',
  'Medical Terminology', 'Electronic Health Records|EHR|EMR|electronic medical records|patient record system',
  'Patient Privacy|patient-privacy rules|patient confidentiality', 'Clinical Research|clinical trials|clinical trial',
  'Good Clinical Practice|ICH-GCP', 'Clinical Data Management|case report forms', 'Pharmacy|pharmacist|pharmaceutical care',
  'Telehealth|telemedicine|virtual care', 'Patient Education|patient counselling|patient counseling', 'Safeguarding',
];
