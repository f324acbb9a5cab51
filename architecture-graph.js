/**
 * The dependency graph of ARCHITECTURE.md, as data: eslint.config.js turns it into import-x/no-restricted-paths
 * zones (and no-cycle forbids cycles anywhere), so `npm run lint` fails on an import that breaks it.
 * apps/server/src/architecture.test.ts proves the rules fire.
 */
import fs from 'node:fs';

const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Server wiring: the only files that may import every feature. */
const serverWiring = ['main.ts', 'server.ts', 'app.ts', 'background-tasks.ts'];

/**
 * Server layers, top to bottom: wiring → features → domain → lib → db → packages/shared. Each names what it must not
 * import (everything above it). config.ts is parsed once at start and imported by any layer (types only below wiring).
 */
export const serverLayers = [
  { layer: 'features', mayNotImport: [...serverWiring, 'test-support'] },
  { layer: 'domain', mayNotImport: ['features', ...serverWiring, 'test-support'] },
  { layer: 'lib', mayNotImport: ['domain', 'features', ...serverWiring, 'test-support'] },
  { layer: 'db', mayNotImport: ['lib', 'domain', 'features', ...serverWiring, 'test-support'] },
];

/**
 * The edges between server features: a feature imports another only when it is listed here. Every folder under
 * features/ gets a zone, so a new feature starts with no edges.
 */
const declaredFeatureEdges = {
  // The job page's match score and the 'Recommended for you' order rank with the recommendations' scoring.
  catalogue: ['recommendations'],
  // Reviewing a post presents it and e-mails its employer as posting does.
  moderation: ['job-posting'],
  // Closing a job answers its open applications (and tells their seekers).
  'job-posting': ['applications'],
  // Autopilot applies through the same domain function as a manual apply, and ranks jobs as the recommendations do.
  autopilot: ['applications', 'recommendations'],
  // The demo's pending post goes through posting's own screening.
  demo: ['job-posting'],
  // A deleted employer's open posts are closed as closing a job does: every waiting applicant answered and e-mailed.
  // An account without a password confirms its deletion with a two-step code, checked and limited as everywhere else.
  'data-rights': ['applications', 'accounts'],
  // An alert's new jobs are the job list's own: its filters and full-text search (list-jobs.ts, search-ranking.ts).
  alerts: ['catalogue'],
  // The inbox lists a seeker's contact requests beside their threads, as contact-requests presents them.
  conversations: ['contact-requests'],
  // The public pages are rendered on the server with the data the API would send: the catalogue's and the companies'
  // own reads, through the one list cache (docs/decisions/0008-public-pages-rendered-on-the-server.md).
  seo: ['catalogue', 'companies'],
  // Linking Google with a password counts wrong passwords against the login form's own limits.
  'google-sign-in': ['accounts'],
  // The dashboard's Top Candidates ranks the talent pool for the company's jobs as the candidate search ranks it.
  applications: ['candidates'],
};

export const serverFeatureEdges = Object.fromEntries(
  folders('./apps/server/src/features/').map((feature) => [feature, declaredFeatureEdges[feature] ?? []]),
);

/** Web: app (router, layout, providers) → features → components, lib → packages/shared; features never import each other. */
const webFeatures = folders('./apps/web/src/features/');
export const webLayers = [
  { layer: 'lib', mayNotImport: ['app', 'features', 'components'] },
  { layer: 'components', mayNotImport: ['app', 'features'] },
  { layer: 'features', mayNotImport: ['app'] },
  ...webFeatures.map((feature) => ({
    layer: `features/${feature}`,
    mayNotImport: webFeatures.filter((other) => other !== feature).map((other) => `features/${other}`),
  })),
];
