/**
 * The pricing page's promises. Autopilot's caps are written out rather than read from the shared contract: importing
 * the contract (and zod with it) into this small public page made the bundler split zod out of the shell's chunk,
 * pushing the home page past its first-visit budget. pricing-copy.test.ts checks them against the contract instead.
 */
export const autopilotCaps = { daily: 20, weekly: 100 } as const;

export const seekerPoints = [
  'Browse and search every job, companies and categories',
  'Apply, track your applications and withdraw them',
  'A profile and resume, with match scores and recommended jobs',
];

export const employerPoints = [
  'Post jobs (some posts are checked by a moderator before they go live)',
  'Review applicants, move them through your pipeline and send them feedback',
  'A company profile with your logo and details',
];

export const autopilotPoints = [
  'Scans new jobs for you and picks those that match your settings and minimum score',
  `Applies within the limits you set: at most ${autopilotCaps.daily} applications a day and ${autopilotCaps.weekly} a week`,
  'Asks before each application by default: you read and can edit every cover letter, then approve or skip',
  'Or applies automatically, if you choose; e-mail applications and unclear eligibility still wait for you',
  'Stop it at any time: anything still waiting to be sent is cancelled',
  'Every decision, with its reason and exactly what was sent, is in your activity log',
];
