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
  /**
   * The per-viewer read cache (plugins/read-cache.ts, issue 30); false answers every read from the
   * database (to compare, or to rule the cache out while looking into a problem).
   */
  READ_CACHE: bool.default(true),
  /** smtp://user:pass@host:port; unset = .eml files under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Studio <no-reply@studio.test>'),
  /**
   * Reply by e-mail (issue 29): the domain of the reply addresses (reply+…@INBOUND_MAIL_DOMAIN). Unset =
   * off: notification e-mails carry no Reply-To and nothing is received.
   */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'expected a domain name')
    .optional(),
  /** Port of the built-in SMTP listener for replies (with INBOUND_MAIL_DOMAIN); unset = no listener. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the SMTP listener binds to (default: HOST). */
  INBOUND_SMTP_HOST: z.string().optional(),
  /** Largest reply accepted, in megabytes, attachments included (at most the upload limit of 100). */
  INBOUND_MAX_MB: z.coerce.number().min(0.01).max(100).default(25),
  /** Days a reply address stays valid after the e-mail that carried it. */
  INBOUND_REPLY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Secure cookies; default on when PUBLIC_URL is https. */
  COOKIE_SECURE: bool.optional(),
  /** Unused credit carries over to the next membership period; when false it expires at renewal. */
  CREDITS_ROLLOVER: bool.default(true),
  /** Stripe billing: on only when both are set (then owners choose their tier through Checkout). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** JSON object from tier to Stripe price id, e.g. {"pro-700-190":"price_123"}; tiers without one are not offered. */
  STRIPE_PRICES: z.string().optional(),
  /** Another Stripe API address (a local stub in tests, stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Create demo data on first start of an empty database. */
  SEED_DEMO: bool.default(true),
  /**
   * With the demo data, this many spare staff accounts (spare1@PROVIDER_DOMAIN, …): the browser test
   * of staff administration deactivates one, so the demo staff the other tests use stay active.
   */
  SEED_SPARE_STAFF: z.coerce.number().int().min(0).max(20).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (default dist/web when present). */
  WEB_DIST: z.string().optional(),
  /** Swagger UI and the OpenAPI document at /api/docs for everyone; otherwise for signed-in staff only. */
  API_DOCS: bool.default(false),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before the process exits. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Megabytes one user may upload per hour (0 = no limit). */
  UPLOAD_USER_MB_PER_HOUR: z.coerce.number().min(0).default(2048),
  /** Megabytes of files an enterprise's people may keep stored (0 = no limit). */
  UPLOAD_ENTERPRISE_QUOTA_MB: z.coerce.number().min(0).default(51_200),
  /**
   * Which proxies may set X-Forwarded-For (the client address rate limits count by): a hop count
   * (e.g. 1 behind one load balancer) or a comma-separated list of addresses/CIDRs. Unset or false =
   * trust none: the connection's own address is used, so the header cannot be spoofed.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, c): false | number | string[] => {
      if (/^(false|0|no|off)$/i.test(v)) return false;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter(
        (s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) && !/^(loopback|linklocal|uniquelocal)$/.test(s),
      );
      if (bad.length > 0 || list.length === 0) {
        c.addIssue({
          code: 'custom',
          message: `expected a hop count or a list of addresses/CIDRs, got ${v}`,
        });
        return z.NEVER;
      }
      return list;
    })
    .default(false),
  /** Rows at most in one CSV export (request lists, ledgers); a longer one ends with a line saying so. */
  CSV_EXPORT_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  /**
   * Sign-up requests one client address may send in 10 minutes (then 429). Raise it for an office that
   * onboards many people behind one address (and for the browser tests, which sign up from 127.0.0.1).
   */
  SIGNUP_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Requests one personal API token may make per minute on an instance; more answer 429. */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Webhook endpoints may use plain http:// (issue 29). Default: on only when NODE_ENV=development;
   * everywhere else an endpoint's address must be https://.
   */
  WEBHOOKS_ALLOW_HTTP: bool.optional(),
  /**
   * Webhooks may call loopback, private, link-local and carrier-grade NAT addresses (a receiver on
   * the same machine or network; the tests). Off by default: such an address is refused when an
   * endpoint is saved and again when a delivery connects.
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: bool.default(false),
  /** CSV exports one user may run at once on an instance; another answers 429 until one finishes. */
  CSV_EXPORTS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * The key that encrypts two-factor secrets (AES-256-GCM): 32 bytes as 64 hex characters or base64.
   * Unset = a key generated on first use and kept in DATA_DIR/two-factor.key (set it when several
   * instances share a PostgreSQL database, or when DATA_DIR is not kept).
   */
  TWO_FACTOR_KEY: z
    .string()
    .trim()
    .refine(
      (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
      'expected 32 bytes as 64 hex characters or base64',
    )
    .optional(),
  /** Sentry project DSN: server and web errors are also sent to Sentry. Unset = nothing leaves the machine. */
  SENTRY_DSN: z.string().url().optional(),
  /** Sentry environment name (default: production). */
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  /** Sentry release name, e.g. the git commit; use the same value at build time for source maps. */
  SENTRY_RELEASE: z.string().max(200).optional(),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  cookieSecure: boolean;
  /** WEBHOOKS_ALLOW_HTTP, or NODE_ENV=development when it is unset. */
  webhooksAllowHttp: boolean;
};

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
  if (env.STRIPE_PRICES) {
    let prices: unknown;
    try {
      prices = JSON.parse(env.STRIPE_PRICES);
    } catch {
      prices = null;
    }
    if (!prices || typeof prices !== 'object' || Object.values(prices).some((v) => typeof v !== 'string')) {
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_PRICES must be a JSON object from tier to price id',
      );
    }
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
    webhooksAllowHttp: env.WEBHOOKS_ALLOW_HTTP ?? source.NODE_ENV === 'development',
  };
}
