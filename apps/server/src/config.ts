import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads the environment. Parsed once at start; an invalid value stops the
 * start with a message naming the variable.
 */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a port number (0-65535)' }).int().min(0).max(65535, 'must be a port number (0-65535)').default(3000),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL'),
  ),
  PUBLIC_URL: optionalString(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  JWT_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optionalString(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('Orbit Jobs <no-reply@orbitjobs.local>')),
  UPLOAD_DIR: optionalString(z.string()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadDir: string;
  logLevel: string;
  seedDemoData: boolean;
  /** Built web app served from the same port; absent in API-only tests. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

/** Reads JWT_SECRET or, when unset, a secret generated once and kept in DATA_DIR. */
function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const secretPath = path.join(dataDir, 'jwt-secret');
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
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    jwtSecret: resolveJwtSecret(values.JWT_SECRET, dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    uploadDir: path.resolve(values.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA === 'true',
    webDistDir: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
  };
}
