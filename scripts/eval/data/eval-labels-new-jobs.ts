import type { EvalLabels } from './eval-types.ts';

/**
 * The first set's profiles judged against the jobs added later (eval-jobs-care.ts, eval-jobs-people.ts),
 * on those profiles' own 0–2 scale (eval-labels.ts), so a new job that suits them is not silently counted as 0.
 * Only the plausible ones and the tempting misses are listed; the rest count as 0.
 */
export const newJobLabels: EvalLabels = {
  'grace-support-kampala': {
    'sup-agent-pt-ww': [2, 'Chat and email support, part-time, which she chose'],
    'hc-patient-support-africa': [2, 'Customer support in Zendesk in Africa; not clinical'],
    'sup-lead-africa': [1, 'Support in Africa, but a team lead asking 5+ years'],
    'cs-onboarding-ww': [1, 'Onboarding customers: adjacent'],
    'cs-associate-emea': [1, 'Junior customer success; Uganda is in EMEA'],
    'cs-manager-africa': [1, 'Customer success in Africa, asks 3+ years'],
    'sup-customer-care-ng': [0, 'Nigeria only'],
    'hc-care-coord-ww': [0, 'Patient care coordination, not customer care'],
    'hc-telehealth-nurse-africa': [0, 'Nursing'],
    'hc-clinical-data-emea': [0, 'Clinical research data'],
  },
  'ousmane-support-dakar': {
    'sup-agent-pt-ww': [2, 'Support by chat and email, part-time, which he chose'],
    'hc-patient-support-africa': [2, 'Call and chat support in Africa; not clinical'],
    'cs-onboarding-ww': [1, 'Onboarding customers: adjacent'],
    'cs-associate-emea': [1, 'Junior customer success; Senegal is in EMEA'],
    'cs-manager-africa': [1, 'Customer success in Africa, asks 3+ years (as for Grace)'],
    'sup-lead-africa': [0, 'Team lead asking 5+ years'],
    'sup-customer-care-ng': [0, 'Nigeria only'],
    'hc-care-coord-ww': [0, 'Patient care coordination'],
  },
  'ines-cs-lisbon': {
    'cs-associate-emea': [1, 'Customer success in EMEA, but junior'],
    'cs-onboarding-ww': [1, 'Onboarding only, junior and pays below'],
    'sup-cx-manager-ww': [1, 'Runs support: adjacent'],
    'cs-manager-africa': [0, 'Africa only'],
    'sales-account-mgr-africa': [0, 'East Africa only'],
  },
  'neema-accountant-dar': {
    'fin-ar-africa': [1, 'Accounts receivable in Africa with Xero; below her level'],
    'sales-account-mgr-africa': [0, 'Sales account management, not accounting'],
  },
  'zanele-bookkeeper-joburg': {
    'fin-ar-africa': [1, 'Receivables and reconciliation in Africa, but full-time and junior'],
  },
  'ana-va-manila': {
    'sup-agent-pt-ww': [1, 'Customer service by chat, part-time'],
    'hc-care-coord-ww': [0, 'Healthcare coordination'],
  },
  'tendai-recruiter-harare': {
    'hr-generalist-africa': [1, 'HR in Africa: adjacent to recruiting'],
    'hr-people-ops-ww': [1, 'People operations: adjacent'],
    'hr-bp-sr-eu': [0, 'Europe only'],
  },
  'sari-content-jakarta': {
    'content-editor-ww': [1, 'Editing and SEO, contract; asks 3+ years'],
    'mkt-email-ww': [0, 'Email marketing'],
  },
  'hannah-techwriter-dublin': { 'content-editor-ww': [1, 'Editing: adjacent to technical writing'] },
  'youssef-perfmarketing-casablanca': { 'mkt-email-ww': [1, 'Marketing, but email and pays below his range'] },
  'fatima-analyst-cairo': { 'ops-bizops-ww': [1, 'Reports and SQL in business operations'] },
  'emeka-graduate-ibadan': {
    'ops-bizops-ww': [1, 'Reporting and spreadsheets, asks 2+ years'],
    'hc-clinical-data-emea': [0, 'Needs clinical research experience'],
  },
  'dawit-sdr-addis': { 'sales-account-mgr-africa': [0, 'Kenya, Uganda, Tanzania only'] },
};
