import type { EvalProfile } from './eval-types.ts';

/**
 * Seeker profiles of the matching evaluation, as seekers fill in onboarding (title, bucket, location, skills from
 * the list, job types, a spec salary range or their own amount, a short bio). Invented people; many in Africa, the
 * rest in Europe, the Americas, Asia and the Middle East; juniors to leads; technical and non-technical.
 */

const fullTime = ['Full-time', 'Remote'];

export const evalProfiles: EvalProfile[] = [
  {
    id: 'amara-frontend-lagos', name: 'Amara Okafor', title: 'Frontend Developer', experience: '3-5', location: 'Lagos, Nigeria',
    skills: ['React', 'TypeScript', 'JavaScript', 'HTML', 'CSS', 'Next.js', 'Tailwind CSS'], jobTypes: ['Full-time', 'Contract', 'Remote'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Frontend developer building React and Next.js apps for fintech startups; I care about fast pages on slow networks.',
  },
  {
    id: 'kwame-backend-accra', name: 'Kwame Mensah', title: 'Backend Engineer', experience: '5-10', location: 'Accra, Ghana',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'Docker', 'REST APIs', 'Redis'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Backend engineer with six years of Node.js services, payments integrations and PostgreSQL tuning.',
  },
  {
    id: 'wanjiku-android-nairobi', name: 'Wanjiku Kamau', title: 'Android Developer', experience: '3-5', location: 'Nairobi, Kenya',
    skills: ['Kotlin', 'Android', 'Jetpack Compose', 'Firebase', 'Java', 'REST APIs'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Android developer; I have shipped two offline-first apps for agriculture and health used across East Africa.',
  },
  {
    id: 'thabo-devops-capetown', name: 'Thabo Nkosi', title: 'DevOps Engineer', experience: '5-10', location: 'Cape Town, South Africa',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'Linux', 'CI/CD', 'Prometheus'], jobTypes: fullTime,
    salaryExpectation: '$70,000-$100,000',
    bio: 'DevOps engineer running Kubernetes on AWS for a retailer; Terraform everything, on-call veteran.',
  },
  {
    id: 'fatima-analyst-cairo', name: 'Fatima Hassan', title: 'Data Analyst', experience: '1-3', location: 'Cairo, Egypt',
    skills: ['SQL', 'Excel', 'Power BI', 'Python', 'Data Visualization', 'Data Analysis'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'Data analyst at a telecom; I build Power BI dashboards and automate reports with SQL and Python.',
  },
  {
    id: 'jean-datascience-kigali', name: 'Jean-Paul Habimana', title: 'Data Scientist', experience: '3-5', location: 'Kigali, Rwanda',
    skills: ['Python', 'Machine Learning', 'Statistics', 'SQL', 'Pandas', 'scikit-learn'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Data scientist building credit-scoring models for mobile lenders; I like rigorous experiments.',
  },
  {
    id: 'chidi-junior-enugu', name: 'Chidi Eze', title: 'Junior Full Stack Developer', experience: '0-1', location: 'Enugu, Nigeria',
    skills: ['JavaScript', 'React', 'Node.js', 'HTML', 'CSS', 'Git', 'MongoDB'], jobTypes: ['Full-time', 'Internship', 'Contract'],
    salaryExpectation: '$0-$30,000',
    bio: 'Bootcamp graduate; I built a marketplace app with React, Node.js and MongoDB as my final project.',
  },
  {
    id: 'grace-support-kampala', name: 'Grace Namutebi', title: 'Customer Support Specialist', experience: '1-3', location: 'Kampala, Uganda',
    skills: ['Customer Service', 'Zendesk', 'Live Chat Support', 'Email Support', 'Communication'], jobTypes: ['Full-time', 'Part-time'],
    salaryExpectation: '$0-$30,000',
    bio: 'Two years answering chats and emails for a SaaS company; calm with angry customers.',
  },
  {
    id: 'dawit-sdr-addis', name: 'Dawit Bekele', title: 'Sales Development Representative', experience: '1-3', location: 'Addis Ababa, Ethiopia',
    skills: ['Sales', 'Cold Calling', 'Lead Generation', 'HubSpot', 'CRM', 'Communication'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'SDR booking demos for a logistics SaaS; I enjoy outbound and consistently beat my meeting targets.',
  },
  {
    id: 'neema-accountant-dar', name: 'Neema Mushi', title: 'Accountant', experience: '3-5', location: 'Dar es Salaam, Tanzania',
    skills: ['Accounting', 'QuickBooks', 'Xero', 'Reconciliation', 'Financial Reporting', 'IFRS', 'Excel'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'ACCA-qualified accountant; I close the books for a group of schools and several small businesses.',
  },
  {
    id: 'ousmane-support-dakar', name: 'Ousmane Diop', title: 'Bilingual Customer Support Agent', experience: '1-3', location: 'Dakar, Senegal',
    skills: ['Customer Service', 'French', 'English', 'Zendesk', 'Communication'], jobTypes: ['Full-time', 'Part-time'],
    salaryExpectation: '$0-$30,000',
    bio: 'I support travellers and shoppers in French and English by phone, email and chat.',
  },
  {
    id: 'youssef-perfmarketing-casablanca', name: 'Youssef Benali', title: 'Performance Marketing Manager', experience: '5-10', location: 'Casablanca, Morocco',
    skills: ['Google Ads', 'Facebook Ads', 'Google Analytics', 'PPC', 'Conversion Rate Optimization', 'SEO'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Performance marketer managing seven-figure ad budgets for e-commerce brands in Europe and MENA.',
  },
  {
    id: 'nadia-uxui-douala', name: 'Nadia Mbarga', title: 'UI/UX Designer', experience: '1-3', location: 'Douala, Cameroon',
    skills: ['Figma', 'UX/UI Design', 'Wireframing', 'Prototyping', 'User Research'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'UI/UX designer designing mobile banking screens; I run guerrilla usability tests in markets.',
  },
  {
    id: 'tunde-pm-lagos', name: 'Tunde Adeyemi', title: 'Product Manager', experience: '5-10', location: 'Lagos, Nigeria',
    skills: ['Product Management', 'Roadmapping', 'Agile', 'Jira', 'Stakeholder Management', 'Product Analytics', 'SQL'], jobTypes: fullTime,
    salaryExpectation: '$70,000-$100,000',
    bio: 'Product manager for payments and lending products at two Nigerian fintechs.',
  },
  {
    id: 'lena-frontend-berlin', name: 'Lena Fischer', title: 'Senior Frontend Engineer', experience: '5-10', location: 'Berlin, Germany',
    skills: ['React', 'TypeScript', 'Vue.js', 'Design Systems', 'Accessibility', 'Storybook', 'CSS'], jobTypes: fullTime,
    salaryExpectation: '€70,000',
    bio: 'Frontend engineer who built and maintains a design system used by 40 developers.',
  },
  {
    id: 'piotr-dataeng-warsaw', name: 'Piotr Nowak', title: 'Data Engineer', experience: '3-5', location: 'Warsaw, Poland',
    skills: ['Python', 'SQL', 'Airflow', 'dbt', 'Snowflake', 'Apache Spark', 'Apache Kafka'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Data engineer building batch and streaming pipelines for an e-commerce company.',
  },
  {
    id: 'ines-cs-lisbon', name: 'Inês Costa', title: 'Customer Success Manager', experience: '3-5', location: 'Lisbon, Portugal',
    skills: ['Customer Success', 'Customer Onboarding', 'HubSpot', 'Salesforce', 'Account Management', 'Portuguese', 'Spanish'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'CSM for mid-market SaaS accounts in Iberia and Brazil; strong renewal record.',
  },
  {
    id: 'oliver-fpa-manchester', name: 'Oliver Hughes', title: 'FP&A Analyst', experience: '5-10', location: 'Manchester, United Kingdom',
    skills: ['FP&A', 'Financial Modeling', 'Excel', 'NetSuite', 'Budgeting', 'Variance Analysis'], jobTypes: fullTime,
    salaryExpectation: '£60,000',
    bio: 'CIMA-qualified finance analyst; budgets, forecasts and board packs for a SaaS scale-up.',
  },
  {
    id: 'jake-sre-austin', name: 'Jake Miller', title: 'Site Reliability Engineer', experience: '5-10', location: 'Austin, TX, USA',
    skills: ['Kubernetes', 'Go', 'Prometheus', 'Terraform', 'AWS', 'Linux'], jobTypes: fullTime,
    salaryExpectation: '$150,000+',
    bio: 'SRE at a streaming company; I like making pagers quiet.',
  },
  {
    id: 'maria-ae-chicago', name: 'Maria Gonzalez', title: 'Account Executive', experience: '3-5', location: 'Chicago, IL, United States',
    skills: ['Sales', 'Salesforce', 'Negotiation', 'Closing Deals', 'Full-Cycle Sales'], jobTypes: fullTime,
    salaryExpectation: '$70,000-$100,000',
    bio: 'Mid-market AE selling HR software; 120% of quota two years running.',
  },
  {
    id: 'sophie-pmm-toronto', name: 'Sophie Tremblay', title: 'Product Marketing Manager', experience: '5-10', location: 'Toronto, Canada',
    skills: ['Product Marketing', 'Go-to-Market Strategy', 'Product Positioning', 'Content Marketing', 'Market Research'], jobTypes: fullTime,
    salaryExpectation: '$100,000-$150,000',
    bio: 'Product marketer who has launched fintech and HR products in North America.',
  },
  {
    id: 'lucas-java-saopaulo', name: 'Lucas Oliveira', title: 'Java Developer', experience: '3-5', location: 'São Paulo, Brazil',
    skills: ['Java', 'Spring Boot', 'Microservices', 'MySQL', 'Docker', 'Apache Kafka'], jobTypes: ['Full-time', 'Contract'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Java developer on payment microservices at a Brazilian bank.',
  },
  {
    id: 'camila-graphic-bogota', name: 'Camila Rojas', title: 'Graphic Designer', experience: '3-5', location: 'Bogotá, Colombia',
    skills: ['Graphic Design', 'Illustrator', 'Photoshop', 'Branding', 'Adobe Creative Suite', 'Typography'], jobTypes: ['Contract', 'Part-time', 'Full-time'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Brand and packaging designer for food and drink companies.',
  },
  {
    id: 'diego-bizdev-mexico', name: 'Diego Hernández', title: 'Business Development Manager', experience: '10+', location: 'Mexico City, Mexico',
    skills: ['Business Development', 'Partnerships', 'Negotiation', 'Spanish', 'English', 'Salesforce'], jobTypes: fullTime,
    salaryExpectation: '$70,000-$100,000',
    bio: 'Twelve years building partnerships in travel and hospitality across Latin America.',
  },
  {
    id: 'priya-ml-bangalore', name: 'Priya Raman', title: 'Machine Learning Engineer', experience: '3-5', location: 'Bangalore, India',
    skills: ['Python', 'PyTorch', 'NLP', 'LLMs', 'Machine Learning', 'Docker'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'ML engineer fine-tuning language models for Indian languages; I ship models, not just notebooks.',
  },
  {
    id: 'ana-va-manila', name: 'Ana Santos', title: 'Virtual Assistant', experience: '3-5', location: 'Manila, Philippines',
    skills: ['Virtual Assistance', 'Calendar Management', 'Email Management', 'G Suite', 'Data Entry', 'Customer Service'], jobTypes: ['Full-time', 'Part-time'],
    salaryExpectation: '$0-$30,000',
    bio: 'Virtual assistant to two US founders: calendars, inboxes, travel and bookkeeping support.',
  },
  {
    id: 'minh-qa-hcmc', name: 'Nguyen Van Minh', title: 'QA Engineer', experience: '1-3', location: 'Ho Chi Minh City, Vietnam',
    skills: ['Manual Testing', 'Test Automation', 'Cypress', 'Selenium', 'Jira', 'JavaScript'], jobTypes: fullTime,
    salaryExpectation: '$0-$30,000',
    bio: 'QA engineer testing web and mobile apps; moving from manual testing to automation with Cypress.',
  },
  {
    id: 'bilal-php-lahore', name: 'Bilal Ahmed', title: 'PHP Developer', experience: '3-5', location: 'Lahore, Pakistan',
    skills: ['PHP', 'Laravel', 'MySQL', 'WordPress', 'Vue.js', 'JavaScript'], jobTypes: ['Full-time', 'Contract'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Laravel developer building booking systems and WordPress sites for agencies.',
  },
  {
    id: 'sari-content-jakarta', name: 'Sari Wijaya', title: 'Content Writer', experience: '1-3', location: 'Jakarta, Indonesia',
    skills: ['Content Writing', 'Copywriting', 'SEO', 'Content Marketing', 'WordPress'], jobTypes: ['Full-time', 'Part-time', 'Contract'],
    salaryExpectation: '$0-$30,000',
    bio: 'Content writer for travel and SaaS blogs; my articles rank on page one.',
  },
  {
    id: 'omar-security-dubai', name: 'Omar Al-Farsi', title: 'Security Engineer', experience: '5-10', location: 'Dubai, United Arab Emirates',
    skills: ['Cybersecurity', 'Penetration Testing', 'OWASP', 'Application Security', 'AWS', 'Burp Suite'], jobTypes: fullTime,
    salaryExpectation: '$70,000-$100,000',
    bio: 'Application security engineer; OSCP; I run pentests and secure-code reviews for fintechs.',
  },
  {
    id: 'tendai-recruiter-harare', name: 'Tendai Moyo', title: 'Technical Recruiter', experience: '3-5', location: 'Harare, Zimbabwe',
    skills: ['Recruiting', 'Applicant Tracking Systems', 'Communication', 'Stakeholder Management'], jobTypes: fullTime,
    salaryExpectation: '$30,000-$50,000',
    bio: 'Recruiter hiring software engineers for European startups from across Africa.',
  },
  {
    id: 'mwila-em-lusaka', name: 'Mwila Banda', title: 'Engineering Manager', experience: '10+', location: 'Lusaka, Zambia',
    skills: ['Leadership', 'Mentoring', 'Agile', 'System Design', 'Node.js', 'AWS'], jobTypes: fullTime,
    salaryExpectation: '$100,000-$150,000',
    bio: 'Engineering manager leading two product teams; former backend engineer.',
  },
  {
    id: 'zanele-bookkeeper-joburg', name: 'Zanele Dlamini', title: 'Bookkeeper', experience: '5-10', location: 'Johannesburg, South Africa',
    skills: ['Bookkeeping', 'Xero', 'QuickBooks', 'Payroll', 'Accounts Payable'], jobTypes: ['Part-time', 'Contract'],
    salaryExpectation: '$30,000-$50,000',
    bio: 'Freelance bookkeeper for small businesses in South Africa and the UK.',
  },
  {
    id: 'emeka-graduate-ibadan', name: 'Emeka Obi', title: 'Graduate Data Analyst', experience: '0-1', location: 'Ibadan, Nigeria',
    skills: ['Excel', 'SQL', 'Google Sheets', 'Data Entry', 'Power BI'], jobTypes: ['Full-time', 'Internship', 'Part-time'],
    salaryExpectation: '$0-$30,000',
    bio: 'Economics graduate learning SQL and Power BI; I did data entry and reporting during my national service.',
  },
  {
    id: 'hannah-techwriter-dublin', name: 'Hannah Byrne', title: 'Technical Writer', experience: '3-5', location: 'Dublin, Ireland',
    skills: ['Technical Writing', 'OpenAPI', 'Git', 'English'], jobTypes: fullTime,
    salaryExpectation: '$50,000-$70,000',
    bio: 'Technical writer documenting REST APIs and SDKs for a developer-tools company.',
  },
];
