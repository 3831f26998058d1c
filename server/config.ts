// Configuration: one zod schema over the environment, parsed at start-up,
// failing fast with every bad variable named.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Origin of canonical, Open Graph and sitemap URLs; defaults to the one in data/business.json. */
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default('data'),
  LEADS_FILE: z.string().default('var/contacts.ndjson'),
  CLIENT_DIR: z.string().default('dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Express "trust proxy": false, true, a hop count, or addresses/subnets. */
  TRUST_PROXY: z.string().default('false'),
  /** Signs contact-form tokens; when unset, one is generated once and kept beside the lead log. */
  FORM_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  /** Contact requests allowed per client address per window. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** How long a client may take to send its request headers, and the whole request. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Memory for rendered pages (HTML, brotli and gzip forms). */
  PAGE_CACHE_MB: z.coerce.number().nonnegative().default(64),
  /** Worker processes; default one per core in production, one in development. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  siteUrl: string | undefined;
  dataDir: string;
  leadsFile: string;
  clientDir: string;
  logLevel: string;
  trustProxy: boolean | number | string;
  formSecret: string | undefined;
  contactRateLimit: { limit: number; windowMs: number };
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  pageCacheMb: number;
  workers: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    siteUrl: c.SITE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    leadsFile: path.resolve(c.LEADS_FILE),
    clientDir: path.resolve(c.CLIENT_DIR),
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    formSecret: c.FORM_SECRET,
    contactRateLimit: { limit: c.CONTACT_RATE_LIMIT, windowMs: c.CONTACT_RATE_WINDOW_MINUTES * 60_000 },
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    pageCacheMb: c.PAGE_CACHE_MB,
    workers: c.WEB_CONCURRENCY ?? (c.NODE_ENV === 'production' ? availableParallelism() : 1),
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
