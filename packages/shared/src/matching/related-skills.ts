/**
 * Skills that stand in for each other well enough to deserve partial credit: someone fluent in Xero picks up
 * QuickBooks in days, a Vue developer reads React. Groups are small on purpose; a skill may sit in one group only.
 * Names are canonical names of the skill list.
 */
const relatedGroups: readonly (readonly string[])[] = [
  ['React', 'Vue.js', 'Angular', 'Svelte', 'SolidJS', 'Preact', 'Ember.js'],
  ['Next.js', 'Nuxt', 'Remix', 'Gatsby', 'Astro'],
  ['JavaScript', 'TypeScript', 'CoffeeScript'],
  ['Node.js', 'Deno', 'Bun'],
  ['Express', 'NestJS', 'Fastify', 'Koa'],
  ['Django', 'Flask', 'FastAPI'],
  ['Ruby on Rails', 'Sinatra'],
  ['Laravel', 'Symfony', 'CodeIgniter', 'CakePHP', 'Yii'],
  ['Spring Boot', 'Quarkus', 'Micronaut', 'Play Framework'],
  ['Java', 'Kotlin', 'Scala'],
  ['C#', '.NET', 'VB.NET'],
  ['PostgreSQL', 'MySQL', 'Microsoft SQL Server', 'MariaDB', 'SQLite', 'Oracle Database', 'CockroachDB'],
  ['MongoDB', 'DynamoDB', 'Couchbase', 'CouchDB', 'Firestore', 'Cassandra'],
  ['AWS', 'Google Cloud', 'Azure'],
  ['Terraform', 'Pulumi', 'AWS CloudFormation', 'AWS CDK'],
  ['GitHub Actions', 'GitLab CI', 'Jenkins', 'CircleCI', 'Azure DevOps', 'Travis CI', 'TeamCity'],
  ['Prometheus', 'Datadog', 'New Relic', 'Grafana', 'Splunk', 'ELK Stack', 'OpenTelemetry'],
  ['Flutter', 'React Native', 'Ionic', 'Xamarin', '.NET MAUI'],
  ['Swift', 'Objective-C'],
  ['Jetpack Compose', 'Android'],
  ['Cypress', 'Playwright', 'Selenium', 'Puppeteer', 'Appium'],
  ['Jest', 'Vitest', 'Mocha', 'Jasmine'],
  ['PyTorch', 'TensorFlow', 'Keras', 'JAX'],
  ['Snowflake', 'BigQuery', 'Redshift', 'Databricks'],
  ['Airflow', 'Apache Beam', 'Azure Data Factory', 'AWS Glue'],
  ['Apache Kafka', 'RabbitMQ', 'Amazon SQS', 'Google Pub/Sub', 'Amazon Kinesis'],
  ['Power BI', 'Tableau', 'Looker', 'Looker Studio', 'Qlik', 'Metabase', 'Apache Superset'],
  ['Excel', 'Google Sheets'],
  ['Pandas', 'Polars', 'Dask'],
  ['QuickBooks', 'Xero', 'Sage', 'FreshBooks', 'Zoho Books'],
  ['NetSuite', 'SAP', 'Microsoft Dynamics 365', 'Oracle Financials', 'Workday Financials'],
  ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM', 'Close CRM', 'Freshsales', 'Copper CRM'],
  ['Zendesk', 'Freshdesk', 'Intercom', 'Help Scout', 'Gorgias', 'Kustomer', 'Salesforce Service Cloud'],
  ['Live Chat Support', 'Email Support', 'Phone Support'],
  ['Customer Success', 'Account Management', 'Customer Onboarding', 'Customer Service'],
  ['Cold Calling', 'Cold Emailing', 'Sales Prospecting', 'Outbound Sales'],
  ['Figma', 'Sketch', 'Adobe XD', 'Framer'],
  ['Photoshop', 'Illustrator', 'InDesign', 'Affinity Designer', 'CorelDRAW', 'Canva'],
  ['After Effects', 'Cinema 4D', 'Blender', 'Motion Design'],
  ['Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve'],
  ['Google Ads', 'Facebook Ads', 'LinkedIn Ads', 'TikTok Ads', 'PPC'],
  ['Mailchimp', 'Klaviyo', 'Braze', 'ActiveCampaign', 'Customer.io', 'Marketo'],
  ['Jira', 'Asana', 'Trello', 'Monday.com', 'ClickUp', 'Linear app', 'Wrike'],
  ['Confluence', 'Notion'],
  ['Scrum', 'Kanban', 'Agile'],
  ['G Suite', 'Microsoft 365'],
  ['Content Writing', 'Copywriting', 'Blogging'],
  ['Greenhouse', 'Applicant Tracking Systems', 'Workday'],
];

const groupOf = new Map<string, number>();
relatedGroups.forEach((group, index) => {
  for (const name of group) groupOf.set(name, index);
});

/** True when two different skills stand in for each other. */
export function areRelatedSkills(a: string, b: string): boolean {
  const group = groupOf.get(a);
  return a !== b && group !== undefined && group === groupOf.get(b);
}

/** The other skills of a skill's group ('Xero' → QuickBooks, Sage…), for candidate search. */
export function relatedSkillsOf(name: string): string[] {
  const group = groupOf.get(name);
  return group === undefined ? [] : relatedGroups[group]!.filter((other) => other !== name);
}
