/** Skill list data: accounting, finance, tax, risk, compliance and legal work. Format and markers: see skills.ts. */
export const financeSkills: readonly string[] = [
  'Accounting', 'Bookkeeping', 'QuickBooks', 'Xero', 'Financial Analysis', 'Financial Modeling|financial modelling',
  'FP&A|financial planning and analysis', 'Budgeting|forecasting', 'Payroll|payroll processing', 'Tax Preparation|tax returns',
  'Auditing|internal audit|external audit|?audit', 'GAAP|US GAAP', 'IFRS', 'Accounts Payable', 'Accounts Receivable',
  'NetSuite', '^SAP|SAP FICO|SAP S/4HANA', 'Financial Reporting', 'Reconciliation|account reconciliation|bank reconciliation',
  // Accounting practice.
  'Month-End Close|month end close|month-end closing|period close', 'General Ledger|?GL', 'Journal Entries',
  'Revenue Recognition|ASC 606', 'Cost Accounting', 'Management Accounting', 'Invoicing|?billing', 'Expense Management|expense reports',
  'Credit Control|debt collection|?collections', 'Fixed Assets', 'Financial Consolidation|?consolidation', 'Intercompany Accounting',
  'Tax Compliance|VAT|sales tax|tax planning', 'Transfer Pricing', 'Internal Controls', 'Sarbanes-Oxley|SOX',
  'Variance Analysis', 'Cash Flow Management|cash flow forecasting', 'Treasury|cash management', 'Corporate Finance',
  'Valuation|DCF|discounted cash flow', 'Investment Analysis', 'Equity Research', 'Credit Analysis|credit risk',
  'Underwriting', '~Risk Management|risk analysis|enterprise risk management', 'Actuarial Science|actuarial',
  'Economics', 'Fundraising|fund raising|capital raising', 'Grant Management', 'Venture Capital', 'Private Equity',
  'Mergers and Acquisitions|M&A', 'Unit Economics', 'Pricing Analysis', 'Cost Reduction|cost optimisation|cost optimization',
  'Procure-to-Pay|P2P', 'Order-to-Cash|O2C', 'Payment Processing|payments processing', 'Fintech Operations|payment operations',
  // Compliance.
  '~Compliance|regulatory compliance|compliance monitoring', 'GDPR|data protection', 'KYC|know your customer',
  '^AML|anti-money laundering', 'Fraud Prevention|fraud detection|fraud analysis', 'Sanctions Screening',
  // Legal.
  'Legal Research', 'Legal Drafting|drafting pleadings|legal writing', 'Litigation|litigation support', 'Corporate Law|corporate governance',
  'Commercial Law|commercial contracts', 'E-Discovery|eDiscovery|organising discovery', 'Intellectual Property|trademarks|IP law',
  'Due Diligence', 'Regulatory Affairs|regulatory filings', 'Paralegal Support|paralegal certificate|paralegal qualification',
  // Qualifications.
  '^CPA|Certified Public Accountant', 'ACCA', '^CFA|Chartered Financial Analyst', 'CIMA', 'Chartered Accountant|ICAN|ICAEW',
  // Tools.
  '^Sage|Sage 50|Sage Intacct', 'FreshBooks', 'Zoho Books', 'Microsoft Dynamics 365|Dynamics 365|Dynamics NAV',
  'Bill.com', 'Expensify', '~Stripe|Stripe API|Stripe payments|Stripe integration', 'Bloomberg Terminal|?Bloomberg',
  'Oracle Financials', 'Workday Financials', 'Adaptive Insights|Workday Adaptive Planning', 'Anaplan', '^Gusto', 'Deel',
];
