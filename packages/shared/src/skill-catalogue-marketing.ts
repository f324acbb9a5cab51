/** Skill list data: marketing, content, communications and writing. Format and markers: see skills.ts. */
export const marketingSkills: readonly string[] = [
  '~Marketing|marketing strategy|marketing campaigns|marketing experience', 'Digital Marketing',
  'SEO|search engine optimization|search engine optimisation', 'SEM|search engine marketing',
  'PPC|pay-per-click|paid search', 'Google Ads|AdWords', 'Google Analytics|GA4', 'Content Marketing',
  'Social Media Marketing|social media|social media management|?SMM', 'Email Marketing', 'Copywriting',
  'Growth Marketing|growth hacking', 'Marketing Automation', 'HubSpot|HubSpot CRM', 'Marketo', 'Mailchimp',
  'Performance Marketing|paid media|paid social', 'Product Marketing', 'Affiliate Marketing',
  'Public Relations|media relations|press releases|?PR', 'Content Writing|content creation',
  'Technical Writing|technical documentation', 'Community Management',
  // Channels and programmes.
  'Brand Marketing|brand management', 'Influencer Marketing', 'Event Marketing', 'Demand Generation|demand gen',
  'Account-Based Marketing|ABM|account based marketing', 'Lifecycle Marketing|retention marketing',
  'Conversion Rate Optimization|CRO|conversion rate optimisation', 'Marketing Analytics', 'Web Analytics',
  'Facebook Ads|Meta Ads|Facebook Advertising|Instagram Ads', 'LinkedIn Ads|LinkedIn Advertising', 'TikTok Ads',
  'Programmatic Advertising|programmatic media buying', 'Media Buying|media planning', 'App Store Optimization|ASO|app store optimisation',
  'SMS Marketing', 'Video Marketing', 'Partner Marketing|co-marketing', 'Marketing Operations|marketing ops',
  'Go-to-Market Strategy|go-to-market|GTM strategy', 'Market Research', 'Competitive Analysis|competitor analysis',
  'Product Positioning|positioning and messaging', 'Pricing Strategy', 'Customer Segmentation|audience segmentation',
  'Keyword Research', 'Link Building', 'Technical SEO', 'Local SEO', 'Content Strategy', 'Editorial Planning|editorial calendar',
  'Internal Communications', 'Crisis Communications', 'Localization|localisation|l10n|i18n|internationalization',
  // Tools.
  'Google Tag Manager', 'Google Search Console', 'Adobe Analytics', 'Semrush|SEMrush', 'Ahrefs', 'Hootsuite',
  'Sprout Social', 'Buffer app', 'Klaviyo', 'Braze', 'ActiveCampaign', 'Customer.io', 'Sendinblue|Brevo',
  'Unbounce', 'Optimizely', 'Later app',
  // Writing and editing.
  'Copy Editing|copyediting|proofreading|?editing', 'Blogging|blog writing|blog posts', 'Grant Writing', 'Ghostwriting',
  'Scriptwriting|script writing', 'Creative Writing', 'Medical Writing', 'Journalism', 'Storytelling',
  'Newsletter Writing|writing newsletters', 'Podcast Production|podcasting', 'YouTube Content|YouTube channel management',
];
