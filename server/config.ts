// Configuration: one zod schema over the environment, parsed at start-up,
// failing fast with every bad variable named.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { CacheSettings } from './http/cache-control';
import type { LeadLimits } from './leads/limits';

const DEFAULT_HARD_LIMIT = 100;

/** An empty variable (`SMTP_URL=` in an env file) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Origin of canonical, Open Graph and sitemap URLs; defaults to the one in data/business.json. */
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().default('data'),
    LEADS_FILE: z.string().default('var/contacts.ndjson'),
    /** Where counted page views, phone taps and leads are kept (one file per day and worker). */
    TRAFFIC_DIR: z.string().optional(),
    /** The most all traffic logs together may take on disk; past it, new events are dropped (and counted in /readyz). */
    TRAFFIC_MAX_MB: z.coerce.number().positive().default(500),
    /** Days the traffic logs are kept; older days are deleted. */
    TRAFFIC_KEEP_DAYS: z.coerce.number().int().positive().default(400),
    /** Events one address may send per minute; the rest are dropped (and counted in /readyz). */
    TRAFFIC_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    CLIENT_DIR: z.string().default('dist/client'),
    /** Where link-preview cards are kept once drawn (each is drawn on its first request). */
    CARDS_DIR: z.string().default('var/cards'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Express "trust proxy": false, true, a hop count, or addresses/subnets. */
    TRUST_PROXY: z.string().default('false'),
    /** Signs contact-form tokens; when unset, one is generated once and kept beside the lead log. */
    FORM_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
    /** Leads per client address per window before they are flagged "rate" (still stored and notified). */
    LEADS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Leads per client address per window before they are refused (429, with the phone number); default 100, and never below LEADS_RATE_LIMIT. */
    LEADS_HARD_LIMIT: z.coerce.number().int().positive().optional(),
    LEADS_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    /** Free space on the lead log's disk below which leads are refused (503) before a write could fail. */
    MIN_FREE_DISK_MB: z.coerce.number().nonnegative().default(50),
    /** How long a client may take to send its request headers, and the whole request. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Memory for rendered pages (HTML, brotli and gzip forms). */
    PAGE_CACHE_MB: z.coerce.number().nonnegative().default(64),
    /** How long a shared cache (CDN, proxy) may keep a page or API answer (s-maxage). */
    SHARED_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(300),
    /** How long after that it may still serve it while it fetches a fresh one (stale-while-revalidate). */
    STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().nonnegative().default(86_400),
    /** How long a shared cache may keep a not-found answer. */
    NOT_FOUND_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
    /** Worker processes; default one per core in production, one in development. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Lead notification by e-mail: the SMTP server (smtp:// or smtps://, user and password in the URL). */
    SMTP_URL: unsetWhenEmpty(
      z.url({ protocol: /^smtps?$/, message: 'use a URL like smtp://user:password@mail.example.com:587 (or smtps:// for port 465)' }),
    ),
    /** Who is told: one address, or several separated by commas. */
    LEADS_NOTIFY_TO: unsetWhenEmpty(
      z.string().transform((value, ctx) => {
        const addresses = value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean);
        const bad = addresses.filter((address) => !z.email().safeParse(address).success);
        if (addresses.length === 0 || bad.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `use e-mail addresses separated by commas, like estimates@example.com${bad.length ? ` (not an address: ${bad.join(', ')})` : ''}`,
          });
        }
        return addresses;
      }),
    ),
    /** The site's own sending address: `site@example.com` or `Website <site@example.com>`. */
    LEADS_MAIL_FROM: unsetWhenEmpty(
      z.string().refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim()).success, {
        message: 'use an e-mail address, like website@example.com or "Website <website@example.com>"',
      }),
    ),
    /** Lead notification by webhook: each new request is POSTed there as JSON. */
    LEADS_WEBHOOK_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, message: 'use an http:// or https:// URL' })),
    /** Signs webhook bodies (X-Signature: sha256=<HMAC-SHA256 hex>). */
    LEADS_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(16, 'use at least 16 characters')),
    /** Notifications sent one by one per hour; the rest of the hour's requests come in one digest. */
    LEADS_NOTIFY_MAX_PER_HOUR: z.coerce.number().int().positive().default(20),
  })
  .superRefine(
    (value, ctx) => {
      // Settings that only mean something together. Run even when other
      // variables are bad (`when`), so every problem is named at once.
      const env = value as Record<string, unknown>;
      const set = (name: string) => env[name] !== undefined && env[name] !== '';
      const need = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
      if (set('SMTP_URL')) {
        if (!set('LEADS_MAIL_FROM'))
          need('LEADS_MAIL_FROM', "required with SMTP_URL: the site's own address the notification is sent from");
        if (!set('LEADS_NOTIFY_TO')) need('LEADS_NOTIFY_TO', 'required with SMTP_URL: the address(es) the notification goes to');
      } else {
        for (const name of ['LEADS_MAIL_FROM', 'LEADS_NOTIFY_TO'])
          if (set(name)) need(name, 'only used with SMTP_URL: set SMTP_URL too, or remove it');
      }
      if (set('LEADS_HARD_LIMIT') && Number(env.LEADS_HARD_LIMIT) < Number(env.LEADS_RATE_LIMIT)) {
        need('LEADS_HARD_LIMIT', 'must be at least LEADS_RATE_LIMIT (requests past the soft limit are flagged, past the hard one refused)');
      }
      if (set('LEADS_WEBHOOK_SECRET') && !set('LEADS_WEBHOOK_URL')) {
        need('LEADS_WEBHOOK_SECRET', 'only used with LEADS_WEBHOOK_URL: set LEADS_WEBHOOK_URL too, or remove it');
      }
    },
    { when: () => true },
  );

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  siteUrl: string | undefined;
  dataDir: string;
  leadsFile: string;
  traffic: TrafficSettings;
  clientDir: string;
  cardsDir: string;
  logLevel: string;
  trustProxy: boolean | number | string;
  formSecret: string | undefined;
  leadLimits: LeadLimits;
  /** Bytes free on the lead log's disk below which requests are refused. */
  minFreeDiskBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  pageCacheMb: number;
  cache: CacheSettings;
  workers: number;
  notify: NotifyConfig;
  /** Settings under an old name (still honoured): one line each for the log. */
  deprecations: string[];
}

/** Where and how much of what the site counts is kept. */
export interface TrafficSettings {
  dir: string;
  maxBytes: number;
  keepDays: number;
  /** Events per address per minute. */
  ratePerMinute: number;
}

/** Where the business is told of new leads; neither set, nothing is sent. */
export interface NotifyConfig {
  email?: { smtpUrl: string; from: string; to: string[] };
  webhook?: { url: string; secret?: string };
  /** Notifications sent one by one per hour before the rest are gathered into a digest. */
  maxPerHour: number;
}

/** The variables of NotifyConfig, for tools that need only them (npm run leads -- --resend). */
export const NOTIFY_VARIABLES = [
  'SMTP_URL',
  'LEADS_NOTIFY_TO',
  'LEADS_MAIL_FROM',
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
  'LEADS_NOTIFY_MAX_PER_HOUR',
] as const;

/**
 * Variables that were renamed (docs/decisions/0024): an old name still works,
 * the new one wins when both are set, and the log says which to use.
 */
const RENAMED_VARIABLES = {
  EVENTS_DIR: 'TRAFFIC_DIR',
  EVENTS_MAX_MB: 'TRAFFIC_MAX_MB',
  EVENTS_KEEP_DAYS: 'TRAFFIC_KEEP_DAYS',
  EVENTS_RATE_LIMIT: 'TRAFFIC_RATE_LIMIT',
  CONTACT_RATE_LIMIT: 'LEADS_RATE_LIMIT',
  CONTACT_HARD_LIMIT: 'LEADS_HARD_LIMIT',
  CONTACT_RATE_WINDOW_MINUTES: 'LEADS_RATE_WINDOW_MINUTES',
} as const;

/** The environment with each old name's value under its new name, and a note for each old name in use. */
function withRenamedVariables(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; deprecations: string[] } {
  const renamed = { ...env };
  const deprecations: string[] = [];
  for (const [old, current] of Object.entries(RENAMED_VARIABLES)) {
    if (env[old] === undefined) continue;
    if (env[current] === undefined) renamed[current] = env[old];
    deprecations.push(
      env[current] === undefined ?
        `${old} is now called ${current}: it still works, but rename it`
      : `${old} is ignored: ${current} is set too (remove ${old})`,
    );
  }
  return { env: renamed, deprecations };
}

const TRAFFIC_DIR_DEFAULT = 'var/traffic';
/** The default folder before the rename; an install that has it (and not the new one) keeps using it. */
const OLD_TRAFFIC_DIR_DEFAULT = 'var/events';

function trafficDir(set: string | undefined, deprecations: string[]): string {
  if (set !== undefined) return path.resolve(set);
  const [current, old] = [path.resolve(TRAFFIC_DIR_DEFAULT), path.resolve(OLD_TRAFFIC_DIR_DEFAULT)];
  if (existsSync(current) || !existsSync(old)) return current;
  deprecations.push(`the traffic logs are read from ${old}: move that folder to ${current} (the new default), or set TRAFFIC_DIR`);
  return old;
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const { env, deprecations } = withRenamedVariables(processEnv);
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
    traffic: {
      dir: trafficDir(c.TRAFFIC_DIR, deprecations),
      maxBytes: Math.round(c.TRAFFIC_MAX_MB * 1024 * 1024),
      keepDays: c.TRAFFIC_KEEP_DAYS,
      ratePerMinute: c.TRAFFIC_RATE_LIMIT,
    },
    clientDir: path.resolve(c.CLIENT_DIR),
    cardsDir: path.resolve(c.CARDS_DIR),
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    formSecret: c.FORM_SECRET,
    leadLimits: {
      softLimit: c.LEADS_RATE_LIMIT,
      hardLimit: c.LEADS_HARD_LIMIT ?? Math.max(DEFAULT_HARD_LIMIT, c.LEADS_RATE_LIMIT),
      windowMs: c.LEADS_RATE_WINDOW_MINUTES * 60_000,
    },
    minFreeDiskBytes: c.MIN_FREE_DISK_MB * 1024 * 1024,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    pageCacheMb: c.PAGE_CACHE_MB,
    cache: {
      sharedSeconds: c.SHARED_CACHE_SECONDS,
      staleSeconds: c.STALE_WHILE_REVALIDATE_SECONDS,
      notFoundSeconds: c.NOT_FOUND_CACHE_SECONDS,
    },
    workers: c.WEB_CONCURRENCY ?? (c.NODE_ENV === 'production' ? availableParallelism() : 1),
    notify: {
      ...(c.SMTP_URL &&
        c.LEADS_MAIL_FROM &&
        c.LEADS_NOTIFY_TO && { email: { smtpUrl: c.SMTP_URL, from: c.LEADS_MAIL_FROM.trim(), to: c.LEADS_NOTIFY_TO } }),
      ...(c.LEADS_WEBHOOK_URL && {
        webhook: { url: c.LEADS_WEBHOOK_URL, ...(c.LEADS_WEBHOOK_SECRET && { secret: c.LEADS_WEBHOOK_SECRET }) },
      }),
      maxPerHour: c.LEADS_NOTIFY_MAX_PER_HOUR,
    },
    deprecations,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
