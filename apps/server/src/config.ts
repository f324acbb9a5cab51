import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { jobSourceNames, type JobSourceName } from '@orbit/shared/job-sources';

/** The demo moderator (features/demo), a moderator whenever demo data is loaded. */
export const demoModeratorEmail = 'moderator@demo.orbitjobs.dev';

/**
 * The only place that reads the environment. Parsed once at start; an invalid value stops the
 * start with a message naming the variable.
 */
/** An IP address, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * An OpenID issuer must be https: its keys and tokens decide who signs in. Plain http is for a local test provider,
 * so only on a loopback address.
 */
function isSecureOrLoopback(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** JOB_SOURCE_REMOTIVE_URL, JOB_SOURCE_REMOTE_OK_URL …: a base URL per source (tests point them at a local server). */
const sourceUrlVariable = (name: JobSourceName) => `JOB_SOURCE_${name.toUpperCase().replaceAll('-', '_')}_URL`;
const sourceUrlVariables = Object.fromEntries(
  jobSourceNames.map((name) => [
    sourceUrlVariable(name),
    optionalString(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  ]),
) as Record<string, z.ZodType<string | undefined>>;

const poolSizeMessage = 'must be a whole number from 2 to 100';

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int()
      .min(0)
      .max(65535, 'must be a port number (0-65535)')
      .default(3000),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL'),
  ),
  /**
   * Connections this process opens to PostgreSQL. PostgreSQL runs each statement on one core: more statements at once
   * than its cores only share them, and every request in flight waits longer (8 clients of cold searches on 2 cores, 10
   * connections: p95 96 ms, p99 132; 3: p95 73–78, p99 96–99 in `npm run bench:search`). Past the pool, requests wait
   * their turn in order. Default: this machine's cores + 1, for a database on it or on one like it; a larger server
   * wants about twice its own cores.
   */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: poolSizeMessage })
      .int(poolSizeMessage)
      .min(2, poolSizeMessage)
      .max(100, poolSizeMessage)
      .optional(),
  ),
  PUBLIC_URL: optionalString(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  /**
   * The proxies in front that may name the client's address (X-Forwarded-For): a comma list of their addresses or
   * CIDR ranges, or loopback / linklocal / uniquelocal. Unset = none: the socket's address is the client's. Never
   * "trust anyone": a client could then choose the address every per-IP limit counts.
   */
  TRUST_PROXY: optionalString(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((entries) => entries.length > 0 && entries.every(isProxyEntry), {
        error: 'must be a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
      }),
  ),
  JWT_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optionalString(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('Orbit Jobs <no-reply@orbitjobs.local>')),
  /** Where contact-form messages go (features/support); support@ the PUBLIC_URL's domain by default. */
  SUPPORT_EMAIL: optionalString(z.email('must be an e-mail address').max(254)),
  UPLOAD_DIR: optionalString(z.string()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')),
  JOB_SOURCES_ENABLED: optionalString(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.enum([...jobSourceNames, 'all', 'none']), {
          error: `must be a comma-separated list of ${jobSourceNames.join(', ')} (or all, none)`,
        }),
      ),
  ),
  ...sourceUrlVariables,
  JOB_IMPORT_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(15_000)),
  JOB_IMPORT_RETRIES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5).default(2)),
  APPLICATION_WEBHOOK_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
  OUTBOUND_ALLOWED_HOSTS: optionalString(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, 'must be a comma-separated list of host:port pairs'),
        ),
      ),
  ),
  /** Accounts that review job posts (/moderation), by e-mail address; the demo moderator is added with demo data. */
  MODERATOR_EMAILS: optionalString(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
  ),
  /** Least time between two status e-mails about one application (minutes); tests set 0. */
  STATUS_EMAIL_GAP_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1440).default(60)),
  /** Least time between two Autopilot sends of one seeker (minutes): sends are spaced through the day; 0 = at once. */
  /** The scheduled Autopilot round: every active seeker scanned at the top of each hour; 'off' for tests. */
  AUTOPILOT_SCHEDULE: z.preprocess(emptyAsUndefined, z.enum(['hourly', 'off']).default('hourly')),
  /** The job alerts' daily and weekly digests (and a catch-up of instant alerts), checked every 15 minutes; 'off' for tests. */
  JOB_ALERT_SCHEDULE: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  AUTOPILOT_SEND_GAP_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1440).default(30)),
  /** Longest wait of an idle background worker before it looks for work again (seconds); unset = each task's own (2 s mostly). */
  QUEUE_POLLING_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.5).max(60).optional()),
  /** Reading one uploaded resume, in a worker thread: time limit, and its JavaScript heap (MB). */
  RESUME_READ_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(300_000).default(20_000)),
  RESUME_READ_MEMORY_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(32).max(4096).default(256)),
  OUTBOUND_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(10_000)),
  /** How long a job list's total or a search's ranking may be reused within one catalogue version; 0 = never. */
  LIST_CACHE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3600).default(60)),
  /** Google sign-in (features/google-sign-in): on only when the client id and secret are both set. */
  GOOGLE_CLIENT_ID: optionalString(z.string().max(500)),
  GOOGLE_CLIENT_SECRET: optionalString(z.string().max(500)),
  GOOGLE_ISSUER_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine(isSecureOrLoopback, { error: 'must be an https URL (http only on a loopback address)' })
      .default('https://accounts.google.com'),
  ),
  JOB_IMPORT_SCHEDULE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^off$|^(\S+\s+){4}\S+$/, 'must be a five-field cron expression or off')
      .default('0 */6 * * *'),
  ),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL (DATABASE_URL). */
  databasePoolSize: number;
  publicUrl: string;
  /** Fastify's trustProxy: false, or the proxies' addresses/CIDRs whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The inbox contact-form messages are e-mailed to. */
  supportEmail: string;
  uploadDir: string;
  logLevel: string;
  seedDemoData: boolean;
  jobImport: JobImportConfig;
  /** Key of the `X-Orbit-Signature` HMAC on applications posted to employers' APIs. */
  applicationWebhookSecret: string;
  outbound: OutboundConfig;
  /** Limits of the worker thread each resume is read in (lib/documents/read-document-text.ts). */
  resumeReading: { timeoutMs: number; memoryMb: number };
  /** Lower-cased addresses of the accounts that review job posts. */
  moderatorEmails: string[];
  statusEmailGapMinutes: number;
  autopilotSendGapMinutes: number;
  autopilotHourlyScans: boolean;
  /** QUEUE_POLLING_SECONDS: caps every worker's polling interval (the browser tests wait on e-mails), else undefined. */
  queuePollingSeconds: number | undefined;
  /** JOB_ALERT_SCHEDULE: the digests of daily and weekly job alerts are checked every 15 minutes. */
  jobAlertDigests: boolean;
  /** Seconds a list total or search ranking is reused (features/catalogue/list-cache.ts); 0 turns the cache off. */
  listCacheSeconds: number;
  /** Google sign-in; null (no button, routes refuse) unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleSignInConfig | null;
  /** Built web app served from the same port; absent in API-only tests. */
  webDistDir: string | undefined;
}

export interface JobImportConfig {
  /** Sources an import run fetches, in the importer's order. */
  enabledSources: JobSourceName[];
  /** Base URLs overriding a source's default. */
  sourceUrls: Partial<Record<JobSourceName, string>>;
  timeoutMs: number;
  retries: number;
  /** Cron expression for the scheduled import; null = no schedule. */
  schedule: string | null;
}

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer (https://accounts.google.com; a local provider in tests), without a trailing slash. */
  issuerUrl: string;
  /** PUBLIC_URL + /api/auth/google/callback, as registered with the provider. */
  redirectUri: string;
}

/** Requests to job-supplied URLs (lib/outbound). */
export interface OutboundConfig {
  /** host:port pairs exempt from the private-address refusal (tests' local servers), lower-case. */
  allowedHosts: string[];
  timeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * Unset JOB_SOURCES_ENABLED means every source, except under NODE_ENV=test where only sources given a base URL
 * run: tests must never reach the real feeds.
 */
function resolveJobImport(values: z.infer<typeof envSchema>): JobImportConfig {
  const sourceUrls: Partial<Record<JobSourceName, string>> = {};
  for (const name of jobSourceNames) {
    const url = (values as Record<string, unknown>)[sourceUrlVariable(name)];
    if (typeof url === 'string') sourceUrls[name] = url.replace(/\/+$/, '');
  }
  const listed = values.JOB_SOURCES_ENABLED;
  let enabled: readonly JobSourceName[];
  if (listed === undefined) {
    enabled = values.NODE_ENV === 'test' ? jobSourceNames.filter((name) => sourceUrls[name]) : jobSourceNames;
  } else if (listed.includes('all')) {
    enabled = jobSourceNames;
  } else {
    enabled = jobSourceNames.filter((name) => listed.includes(name));
  }
  return {
    enabledSources: [...enabled],
    sourceUrls,
    timeoutMs: values.JOB_IMPORT_TIMEOUT_MS,
    retries: values.JOB_IMPORT_RETRIES,
    schedule: values.JOB_IMPORT_SCHEDULE === 'off' ? null : values.JOB_IMPORT_SCHEDULE,
  };
}

function resolveGoogle(values: z.infer<typeof envSchema>): GoogleSignInConfig | null {
  if (!values.GOOGLE_CLIENT_ID || !values.GOOGLE_CLIENT_SECRET) return null;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    clientId: values.GOOGLE_CLIENT_ID,
    clientSecret: values.GOOGLE_CLIENT_SECRET,
    issuerUrl: values.GOOGLE_ISSUER_URL.replace(/\/+$/, ''),
    redirectUri: `${publicUrl}/api/auth/google/callback`,
  };
}

/**
 * support@ the public site's domain ('www.' dropped); a local or bare-address PUBLIC_URL has no mail domain, so
 * the default then shares MAIL_FROM's placeholder domain.
 */
export function defaultSupportEmail(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname.toLowerCase().replace(/^www\./, '') : '';
  const hasMailDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(host);
  return `support@${hasMailDomain ? host : 'orbitjobs.local'}`;
}

/** Reads a secret from the environment or, when unset, one generated once and kept in DATA_DIR under `fileName`. */
function resolveSecret(fromEnv: string | undefined, dataDir: string, fileName: string): string {
  if (fromEnv) return fromEnv;
  const secretPath = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(secretPath, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(secretPath, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE ?? Math.max(3, os.availableParallelism() + 1),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    trustProxy: values.TRUST_PROXY ?? false,
    jwtSecret: resolveSecret(values.JWT_SECRET, dataDir, 'jwt-secret'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: (values.SUPPORT_EMAIL ?? defaultSupportEmail(values.PUBLIC_URL)).toLowerCase(),
    uploadDir: path.resolve(values.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA === 'true',
    jobImport: resolveJobImport(values),
    applicationWebhookSecret: resolveSecret(values.APPLICATION_WEBHOOK_SECRET, dataDir, 'application-webhook-secret'),
    outbound: { allowedHosts: values.OUTBOUND_ALLOWED_HOSTS ?? [], timeoutMs: values.OUTBOUND_TIMEOUT_MS },
    resumeReading: { timeoutMs: values.RESUME_READ_TIMEOUT_MS, memoryMb: values.RESUME_READ_MEMORY_MB },
    listCacheSeconds: values.LIST_CACHE_SECONDS,
    moderatorEmails: [
      ...(values.MODERATOR_EMAILS ?? []),
      ...(values.SEED_DEMO_DATA === 'true' ? [demoModeratorEmail] : []),
    ],
    statusEmailGapMinutes: values.STATUS_EMAIL_GAP_MINUTES,
    autopilotSendGapMinutes: values.AUTOPILOT_SEND_GAP_MINUTES,
    autopilotHourlyScans: values.AUTOPILOT_SCHEDULE === 'hourly',
    queuePollingSeconds: values.QUEUE_POLLING_SECONDS,
    jobAlertDigests: values.JOB_ALERT_SCHEDULE === 'on',
    google: resolveGoogle(values),
    webDistDir: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
  };
}
