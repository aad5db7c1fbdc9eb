import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every variable the server reads. Parsed once at start-up; a bad value stops the process with a list. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Everything kept on disk: embedded database, uploads, development e-mails. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… to run on a PostgreSQL server; unset = embedded PGlite under DATA_DIR/db. */
  DATABASE_URL: z.string().url().optional(),
  /** E-mail domain of the provider's staff. */
  PROVIDER_DOMAIN: z.string().min(3).default('studio.test'),
  PROVIDER_NAME: z.string().default('Studio'),
  /** Public origin used in e-mail links and the Origin check. */
  PUBLIC_URL: z.string().url().optional(),
  /** Turns e-mail off entirely when false. */
  EMAIL_ENABLED: bool.default(true),
  /** smtp://user:pass@host:port; unset = .eml files under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Studio <no-reply@studio.test>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Secure cookies; default on when PUBLIC_URL is https. */
  COOKIE_SECURE: bool.optional(),
  /** Create demo data on first start of an empty database. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (default dist/web when present). */
  WEB_DIST: z.string().optional(),
  /** Sentry project DSN: server and web errors are also sent to Sentry. Unset = nothing leaves the machine. */
  SENTRY_DSN: z.string().url().optional(),
  /** Sentry environment name (default: production). */
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  /** Sentry release name, e.g. the git commit; use the same value at build time for source maps. */
  SENTRY_RELEASE: z.string().max(200).optional(),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; cookieSecure: boolean };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.STORAGE_DRIVER === 's3' && !(env.S3_BUCKET && env.S3_ENDPOINT)) {
    throw new ConfigError('Invalid configuration:\n  STORAGE_DRIVER=s3 needs S3_ENDPOINT and S3_BUCKET');
  }
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL must start with postgres:// or postgresql://',
    );
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    cookieSecure: env.COOKIE_SECURE ?? env.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}
