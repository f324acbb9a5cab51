/**
 * Skill list data: product management, project and programme delivery, and operations (incl. people operations).
 * Format and markers: see skills.ts.
 */
export const productSkills: readonly string[] = [
  'Product Management', 'Project Management|project planning|PMP', 'Agile|agile methodologies', 'Scrum|Scrum Master',
  'Kanban', 'Jira', 'Confluence', 'Roadmapping|product roadmap|roadmaps', 'Stakeholder Management',
  'Product Strategy', 'User Stories', 'Asana', '^Notion', 'Trello', 'Business Analysis|requirements gathering',
  'OKRs', 'Product Analytics|Amplitude|Mixpanel', 'Process Improvement|Six Sigma|Lean Six Sigma', 'Operations Management',
  'Supply Chain|logistics|procurement',
  // Product.
  'Product Discovery', 'Product Requirements|PRD|PRDs|product requirements documents', 'Product Operations|product ops',
  'Prioritization|prioritisation', 'Customer Interviews|user interviews', 'Pendo', 'Hotjar', 'FullStory',
  'Technical Product Management', 'Platform Product Management', 'Product-Led Growth|PLG',
  'Metrics and KPIs|KPIs|KPI tracking', 'Feature Flags|feature flagging|LaunchDarkly',
  // Delivery.
  'Program Management|programme management', 'Release Management', 'Change Management', '^SAFe|Scaled Agile',
  'PRINCE2', 'Waterfall methodology', 'Risk Assessment|risk register', 'Resource Planning|capacity planning',
  'Monday.com', 'ClickUp', 'Airtable', 'Zapier', 'Smartsheet', 'Microsoft Project|MS Project', 'Basecamp', 'Wrike',
  'Miro', 'Linear app|Linear.app', 'Process Mapping|BPMN|process documentation', 'Standard Operating Procedures|SOPs|SOP',
  'No-Code Tools|no-code|low-code', 'Workflow Automation|business process automation', 'Vendor Management',
  'Inventory Management', 'ERP|ERP systems', 'Event Planning|event management', 'Office Administration|office management',
  'Contract Management|contract drafting', 'Quality Management|ISO 9001', 'Logistics Coordination|freight coordination|shipping coordination',
  // People operations.
  'Human Resources|?HR|HR operations', 'HRIS', 'Employee Onboarding', 'Compensation and Benefits|compensation and benefits',
  'Employee Relations', 'Performance Management|performance reviews', '^Workday', 'BambooHR', '^Greenhouse',
  'Applicant Tracking Systems|applicant tracking system|?ATS', 'Learning Management Systems|LMS|Moodle',
  'Labor Law|employment law|labour law', 'Workforce Management|WFM|workforce planning',
];
