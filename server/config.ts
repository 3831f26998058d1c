// Configuration: one zod schema over the environment, parsed at start-up,
// failing fast with every bad variable named.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Where derived photos are kept unless PHOTO_CACHE_DIR says otherwise, relative to the working folder. */
export const DEFAULT_PHOTO_CACHE = 'var/cache/photos';

const DEFAULT_HARD_LIMIT = 100;

/** A phone number as E.164 writes it: +, the country code, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** An empty variable (`SMTP_URL=` in an env file) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Comma-separated E.164 numbers, each one that is not named. */
const phoneList = () =>
  z
    .string()
    .transform((value) => value.split(',').map((phone) => phone.trim()))
    .superRefine((phones, ctx) => {
      for (const phone of phones)
        if (!E164.test(phone))
          ctx.addIssue({
            code: 'custom',
            message: `"${phone}" is not an E.164 number: write it as +, the country code and the number, e.g. +17185550100`,
          });
    });

/** Comma-separated e-mail addresses, each one that is not named. */
const addressList = () =>
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
  });

/** The sections of the configuration reference, docs/configuration.md, in its order. */
export const CONFIG_GROUPS = ['server', 'content', 'leads', 'notifications', 'traffic', 'caching'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/**
 * What the configuration reference says of a variable. Kept on the schema
 * (zod's meta) so the page is written from the schema it describes
 * (`npm run docs:config`), and a test fails when the two differ. A type, not
 * an interface: zod's meta accepts only types with an implicit index signature.
 */
export type VariableDoc = {
  group: ConfigGroup;
  /** What it does, its unit, and when to change it; Markdown. */
  description: string;
  /** The default in words, for a variable whose default is worked out after parsing (the schema has none). */
  default?: string;
};

/** Type-checks a variable's meta (zod's own meta type accepts any key). */
const doc = (meta: VariableDoc) => meta;

/** The environment as the site reads it; exported for the configuration reference (scripts/config-docs.ts). */
export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .meta(
        doc({
          group: 'server',
          description:
            '`production` on a live site (`npm start` sets it): the default number of workers becomes one per core. `development` (`npm run dev`) reloads the content whenever a file in `data/` changes.',
        }),
      ),
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3000)
      .meta(doc({ group: 'server', description: 'The TCP port to listen on; all workers share it.' })),
    HOST: z
      .string()
      .default('0.0.0.0')
      .meta(
        doc({
          group: 'server',
          description:
            'The address to listen on. `0.0.0.0` is every interface; use `127.0.0.1` when a reverse proxy on the same machine is the only way in.',
        }),
      ),
    SITE_URL: z
      .url()
      .optional()
      .meta(
        doc({
          group: 'server',
          default: 'the `siteUrl` of `data/business.json`',
          description:
            'The origin of canonical, Open Graph, sitemap and JSON-LD URLs, like `https://www.example.com`. Set it when the site runs under another origin (a staging host, a new domain); give every machine the same one.',
        }),
      ),
    DATA_DIR: z
      .string()
      .default('data')
      .meta(
        doc({
          group: 'content',
          description:
            'The content folder: the JSON files, their `schemas/` and the original photos in `photos/`. Read at start-up and again on `SIGHUP`; `npm run content:check` reads it too.',
        }),
      ),
    PHOTO_CACHE_DIR: z
      .string()
      .default(DEFAULT_PHOTO_CACHE)
      .meta(
        doc({
          group: 'content',
          description:
            'Where the sizes and formats derived from each original photo are kept, one folder per photo named by a hash of its bytes and the settings: a photo is encoded once, by the build or the first start, and every later start and worker reads it. Safe to delete (the next start derives again); not for git.',
        }),
      ),
    LEADS_FILE: z
      .string()
      .default('var/contacts.ndjson')
      .meta(
        doc({
          group: 'leads',
          description:
            'The lead log: one JSON line per lead, synced to disk before the visitor is answered. Its folder is created and also holds the per-worker logs (`contacts-worker-N.ndjson`), the delivery records of notifications and `form-secret`. Put it on a disk that is backed up.',
        }),
      ),
    LEAD_PHOTOS_DIR: z
      .string()
      .default('var/lead-photos')
      .meta(
        doc({
          group: 'leads',
          description:
            'The photos visitors send with their requests, upright and without metadata, one JPEG and a thumbnail each, fsynced before the visitor is answered. Kept and deleted with their request; an upload no request names is deleted after a day. Every worker shares it. Put it on a disk that is backed up.',
        }),
      ),
    LEAD_PHOTOS_MAX_MB: z.coerce
      .number()
      .positive()
      .default(20_000)
      .meta(
        doc({
          group: 'leads',
          description:
            'All stored photos together, in megabytes, before a further photo is refused (its request is still stored, and the visitor is asked to e-mail it). About 8,000 requests of 6 photos at the default.',
        }),
      ),
    UPLOAD_SOFT_MB_PER_HOUR: z.coerce
      .number()
      .positive()
      .default(150)
      .meta(
        doc({
          group: 'leads',
          description:
            'Photo megabytes from one client address within an hour before its uploads are flagged `upload-rate` (still stored and notified: an office sends many photos from one address).',
        }),
      ),
    UPLOAD_HARD_MB_PER_HOUR: z.coerce
      .number()
      .positive()
      .default(1000)
      .meta(
        doc({
          group: 'leads',
          description:
            'Photo megabytes from one client address within an hour before further photos are refused (429 with `Retry-After` and the phone number). Counted for every worker together.',
        }),
      ),
    PHOTO_DECODE_MB: z.coerce
      .number()
      .positive()
      .default(320)
      .meta(
        doc({
          group: 'leads',
          description:
            "Memory one visitor's photo may take to decode, in megabytes, as its header tells before anything is decoded (docs/decisions/0035). A phone's photo takes 50–270 (a 12 MP AVIF the most); a small file whose header promises a gigapixel progressive JPEG, GIF or AVIF is refused (413) instead.",
        }),
      ),
    PHOTO_DECODES_MB: z.coerce
      .number()
      .positive()
      .default(512)
      .meta(
        doc({
          group: 'leads',
          description:
            'Memory all photo decodes of one process may take together, in megabytes: further photos wait their turn. Each worker has its own; raise it on a machine with memory to spare, lower it on a small one (never below `PHOTO_DECODE_MB`).',
        }),
      ),
    TRAFFIC_DIR: z
      .string()
      .optional()
      .meta(
        doc({
          group: 'traffic',
          default: '`var/traffic` (`var/events` on an install that has it and no `var/traffic`)',
          description:
            'Where the traffic logs are kept: one file per UTC day and process, like `traffic-2026-11-25-worker-1.ndjson`. `npm run traffic` reads them from here.',
        }),
      ),
    TRAFFIC_MAX_MB: z.coerce
      .number()
      .positive()
      .default(500)
      .meta(
        doc({
          group: 'traffic',
          description:
            "The most, in megabytes, all traffic logs may take on disk together; it is never passed. Each day's page views and calls may take 90% of it over the days kept (`TRAFFIC_KEEP_DAYS` + 1: 1.1 MB a day at the defaults, some 7,000 views), so a flood costs that day's counts only; leads' events may use the rest. Past its part, an event is dropped and counted in `/readyz`; the site works on. A busier site raises it.",
        }),
      ),
    TRAFFIC_KEEP_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .default(400)
      .meta(
        doc({
          group: 'traffic',
          description:
            'Days of traffic logs kept; older days are deleted. 400 lets a year be compared with the last. The privacy page (`client/routes/privacy/page.tsx`) says about 13 months: change both together.',
        }),
      ),
    TRAFFIC_RATE_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(120)
      .meta(
        doc({
          group: 'traffic',
          description: 'Traffic events one client address may send per minute; the rest are dropped and counted in `/readyz`.',
        }),
      ),
    CLIENT_DIR: z
      .string()
      .default('dist/client')
      .meta(
        doc({
          group: 'content',
          description:
            'The client build the server serves (scripts, styles, icons and the asset manifest), as `npm run build` writes it. Change it only to serve a build kept elsewhere.',
        }),
      ),
    CARDS_DIR: z
      .string()
      .default('var/cards')
      .meta(
        doc({
          group: 'content',
          description:
            "Where link-preview cards (a 1200 × 630 JPEG per page) are kept once drawn: each is drawn on its page's first share. Safe to delete; they are drawn again.",
        }),
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .meta(
        doc({
          group: 'server',
          description:
            'How much the JSON log lines on stdout say. `debug` adds a `page rendered` line for each render; `warn` keeps only warnings and errors.',
        }),
      ),
    TRUST_PROXY: z
      .string()
      .default('false')
      .meta(
        doc({
          group: 'server',
          description:
            "Express's `trust proxy`: `false`, `true`, a hop count, or addresses and subnets. Behind one reverse proxy, set `1`: the client's address (for the lead and traffic limits) then comes from `X-Forwarded-For`, and `X-Forwarded-Proto: https` turns HSTS on. Leave it `false` when visitors reach the process directly.",
        }),
      ),
    FORM_SECRET: z
      .string()
      .min(16, 'use at least 16 characters')
      .optional()
      .meta(
        doc({
          group: 'leads',
          default: 'generated once into `form-secret` beside the lead log',
          description:
            "Signs the contact form's token (spam screening) and the links to visitors' photos in notifications; 16 characters at least. Give every machine behind one load balancer the same value, so a form issued by one is accepted by another and a photo link opens on any of them. Changing it ends every photo link already sent.",
        }),
      ),
    LEADS_RATE_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .meta(
        doc({
          group: 'leads',
          description:
            'Leads from one client address within the window (the API and the form together) before further ones are flagged `rate`. A flagged lead is still stored, confirmed and notified; `npm run leads -- --flagged` lists them.',
        }),
      ),
    LEADS_HARD_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .meta(
        doc({
          group: 'leads',
          default: '`100`, or `LEADS_RATE_LIMIT` when that is higher',
          description:
            'Leads from one client address within the window before further ones are refused: 429 with `Retry-After` and the phone number. At least `LEADS_RATE_LIMIT`.',
        }),
      ),
    LEADS_RATE_WINDOW_MINUTES: z.coerce
      .number()
      .positive()
      .default(15)
      .meta(doc({ group: 'leads', description: 'The window, in minutes, over which both lead limits count.' })),
    MIN_FREE_DISK_MB: z.coerce
      .number()
      .nonnegative()
      .default(50)
      .meta(
        doc({
          group: 'leads',
          description:
            "Free space, in megabytes, on the lead log's disk below which new leads are refused (503 with `Retry-After` and the phone number) before a write could fail. `0` turns the check off.",
        }),
      ),
    HEADERS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .meta(
        doc({
          group: 'server',
          description: 'How long, in milliseconds, a client may take to send its request headers before the connection is closed.',
        }),
      ),
    REQUEST_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(30_000)
      .meta(
        doc({
          group: 'server',
          description:
            'How long, in milliseconds, a client may take to send a whole request. With `HEADERS_TIMEOUT_MS`, it keeps slow clients from holding connections open.',
        }),
      ),
    PAGE_CACHE_MB: z.coerce
      .number()
      .nonnegative()
      .default(64)
      .meta(
        doc({
          group: 'caching',
          description:
            'Memory, in megabytes per process, for rendered pages and API answers (each with its brotli and gzip forms). `0` renders every request.',
        }),
      ),
    SHARED_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(300)
      .meta(
        doc({
          group: 'caching',
          description:
            'How long, in seconds, a CDN or caching proxy may keep a page or API answer (`s-maxage`): also how long a content change may take to reach visitors behind one.',
        }),
      ),
    STALE_WHILE_REVALIDATE_SECONDS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(86_400)
      .meta(
        doc({
          group: 'caching',
          description:
            'How long, in seconds, past `SHARED_CACHE_SECONDS` a CDN may still serve its copy while it fetches a fresh one (`stale-while-revalidate`).',
        }),
      ),
    NOT_FOUND_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(60)
      .meta(doc({ group: 'caching', description: 'How long, in seconds, a CDN may keep a not-found answer.' })),
    WEB_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .optional()
      .meta(
        doc({
          group: 'server',
          default: 'one per core in production, 1 otherwise',
          description:
            'Worker processes (`node:cluster`), 1 to 64. Each writes a lead log and traffic logs of its own. Lower it on a machine shared with other services.',
        }),
      ),
    SMTP_URL: unsetWhenEmpty(
      z.url({ protocol: /^smtps?$/, message: 'use a URL like smtp://user:password@mail.example.com:587 (or smtps:// for port 465)' }),
    ).meta(
      doc({
        group: 'notifications',
        description:
          'E-mails each new lead (not spam) to the business through this SMTP server, with its photos, and sends the visitor a copy of an unflagged request (one per address a day): `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://user:password@host:465`. Needs `LEADS_MAIL_FROM` and `LEADS_NOTIFY_TO`.',
      }),
    ),
    LEADS_NOTIFY_TO: unsetWhenEmpty(addressList()).meta(
      doc({
        group: 'notifications',
        description: 'Who gets the e-mail: one address, or several separated by commas. Only with `SMTP_URL`.',
      }),
    ),
    LEADS_MAIL_FROM: unsetWhenEmpty(
      z.string().refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim()).success, {
        message: 'use an e-mail address, like website@example.com or "Website <website@example.com>"',
      }),
    ).meta(
      doc({
        group: 'notifications',
        description:
          "The site's own sending address: `website@example.com` or `Website <website@example.com>`. Replies to the business's e-mail go to the visitor, replies to the visitor's copy to the business (Reply-To). Only with `SMTP_URL`.",
      }),
    ),
    LEADS_WEBHOOK_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, message: 'use an http:// or https:// URL' })).meta(
      doc({
        group: 'notifications',
        description:
          'Also, or instead, POSTs each new lead (not spam) there as JSON, with an `X-Lead-Id` header; any 2xx answer counts as delivered. The body is described in docs/operations.md.',
      }),
    ),
    LEADS_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(16, 'use at least 16 characters')).meta(
      doc({
        group: 'notifications',
        description:
          'Signs each webhook body: `X-Signature: sha256=<hex HMAC-SHA256 of the exact body>`. 16 characters at least; only with `LEADS_WEBHOOK_URL`.',
      }),
    ),
    LEAD_ALERT_PHONES: unsetWhenEmpty(phoneList()).meta(
      doc({
        group: 'notifications',
        description:
          "Texts each new lead (not spam) to these phones within seconds, through Twilio: comma-separated E.164 numbers (`+17185550100,+15165550123`). One short text per phone: service · area · borough · range · first name · the visitor's phone · photos · a signed link to the lead page. Needs the `TWILIO_` settings.",
      }),
    ),
    TWILIO_ACCOUNT_SID: unsetWhenEmpty(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'use the Account SID: AC and 32 hexadecimal digits')).meta(
      doc({
        group: 'notifications',
        description: 'The Twilio account that sends the texts (its Account SID, `AC…`). Only with `LEAD_ALERT_PHONES`.',
      }),
    ),
    TWILIO_AUTH_TOKEN: unsetWhenEmpty(z.string().min(16, 'use the Auth Token of the account (32 characters)')).meta(
      doc({
        group: 'notifications',
        description: "The account's Auth Token (HTTP Basic with the Account SID). Only with `LEAD_ALERT_PHONES`.",
      }),
    ),
    TWILIO_FROM: unsetWhenEmpty(z.string().regex(E164, 'use an E.164 number: +, the country code and the number, e.g. +17185550100')).meta(
      doc({
        group: 'notifications',
        description: "The business's number registered with Twilio that the texts come from (E.164). Only with `LEAD_ALERT_PHONES`.",
      }),
    ),
    TWILIO_API_URL: z
      .url({ protocol: /^https?$/, message: 'use an http:// or https:// URL' })
      .default('https://api.twilio.com')
      .meta(
        doc({
          group: 'notifications',
          description:
            "Where Twilio's Messages API answers (`{TWILIO_API_URL}/2010-04-01/Accounts/{sid}/Messages.json`); a test or a relay points it elsewhere.",
        }),
      ),
    LEAD_ACK_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15)
      .meta(
        doc({
          group: 'notifications',
          description:
            'Minutes of business time (the opening hours in `data/business.json`, New York time; a request sent while closed waits from the next opening) a new request may wait for someone to tap a button on its lead page before one reminder goes to the alert phones and to `LEAD_BACKUP_PHONES` / `LEAD_BACKUP_EMAIL`. Reminders need `LEAD_ALERT_PHONES` or `LEAD_BACKUP_EMAIL`.',
        }),
      ),
    LEAD_BACKUP_PHONES: unsetWhenEmpty(phoneList()).meta(
      doc({
        group: 'notifications',
        description:
          'Also text the reminder (not each new request) to these phones: comma-separated E.164 numbers, someone who can call when the first phones do not. Only with `LEAD_ALERT_PHONES`.',
      }),
    ),
    LEAD_BACKUP_EMAIL: unsetWhenEmpty(addressList()).meta(
      doc({
        group: 'notifications',
        description: 'Also e-mail the reminder to these addresses (comma-separated). Only with `SMTP_URL`.',
      }),
    ),
    REVIEW_URL: unsetWhenEmpty(z.url({ protocol: /^https$/, message: 'use an https:// URL, like your Google review link' })).meta(
      doc({
        group: 'notifications',
        description:
          "Where a visitor whose job was won is asked to leave a review (the business's Google review link): one e-mail `REVIEW_REQUEST_DAYS` after `won` is recorded, in the request's language, with a one-click link to get no more e-mails. Never for spam or a flagged request, never twice. Only with `SMTP_URL`.",
      }),
    ),
    REVIEW_REQUEST_DAYS: z.coerce
      .number()
      .nonnegative()
      .max(365)
      .default(14)
      .meta(
        doc({
          group: 'notifications',
          description: 'Days after a job is won before its review request goes (a fraction of a day is allowed). Only with `REVIEW_URL`.',
        }),
      ),
    LEADS_NOTIFY_MAX_PER_HOUR: z.coerce
      .number()
      .int()
      .positive()
      .default(20)
      .meta(
        doc({
          group: 'notifications',
          description:
            "Notifications sent one by one per hour, all workers of a machine together. The rest of the hour's leads go in one digest when the hour ends, so a flood of requests never floods the inbox. Also the most copies visitors get in an hour.",
        }),
      ),
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
      const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];
      if (set('LEAD_ALERT_PHONES')) {
        for (const name of twilio)
          if (!set(name)) need(name, 'required with LEAD_ALERT_PHONES: the Twilio account the texts are sent from');
      } else {
        for (const name of [...twilio, 'LEAD_BACKUP_PHONES'])
          if (set(name)) need(name, 'only used with LEAD_ALERT_PHONES: set LEAD_ALERT_PHONES too, or remove it');
      }
      if (set('LEAD_BACKUP_EMAIL') && !set('SMTP_URL')) {
        need('LEAD_BACKUP_EMAIL', 'only used with SMTP_URL: the reminder is e-mailed through it; set SMTP_URL too, or remove it');
      }
      if (set('REVIEW_URL') && !set('SMTP_URL')) {
        need('REVIEW_URL', 'only used with SMTP_URL: the review request is e-mailed through it; set SMTP_URL too, or remove it');
      }
      if (set('LEADS_WEBHOOK_SECRET') && !set('LEADS_WEBHOOK_URL')) {
        need('LEADS_WEBHOOK_SECRET', 'only used with LEADS_WEBHOOK_URL: set LEADS_WEBHOOK_URL too, or remove it');
      }
      // node:http refuses a server whose headers may take longer than the whole request.
      if (Number(env.HEADERS_TIMEOUT_MS) > Number(env.REQUEST_TIMEOUT_MS)) {
        need('HEADERS_TIMEOUT_MS', 'must be at most REQUEST_TIMEOUT_MS (the headers are part of the request)');
      }
    },
    { when: () => true },
  );

/** The settings as the site uses them: their type is what `settingsOf` makes of the schema, never written by hand. */
export type Config = ReturnType<typeof settingsOf>;
/** Where visitors' photos are kept, how many bytes they may take, and the memory their decodes may. */
export type LeadPhotoSettings = Config['leadPhotos'];
/** Where and how much of what the site counts is kept. */
export type TrafficSettings = Config['traffic'];
/** Where the business is told of new leads; neither set, nothing is sent. */
export type NotifyConfig = Config['notify'];
/** How many leads an address may send in a window before they are flagged, and before they are refused. */
export type LeadLimits = Config['leadLimits'];
/** How long shared caches may keep pages and API reads. */
export type CacheSettings = Config['cache'];

/** The variables of NotifyConfig, for tools that need only them (npm run leads -- --resend). */
export const NOTIFY_VARIABLES = [
  'SMTP_URL',
  'LEADS_NOTIFY_TO',
  'LEADS_MAIL_FROM',
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
  'LEAD_ALERT_PHONES',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_API_URL',
  'LEAD_ACK_MINUTES',
  'LEAD_BACKUP_PHONES',
  'LEAD_BACKUP_EMAIL',
  'LEADS_NOTIFY_MAX_PER_HOUR',
  'REVIEW_URL',
  'REVIEW_REQUEST_DAYS',
] as const;

/**
 * Variables that were renamed (docs/decisions/0024): an old name still works,
 * the new one wins when both are set, and the log says which to use.
 */
export const RENAMED_VARIABLES = {
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

const MB = 1024 * 1024;

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const { env, deprecations } = withRenamedVariables(processEnv);
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  return settingsOf(result.data, deprecations);
}

/** The variables, once valid, as the settings the site reads: paths resolved, megabytes in bytes, defaults that depend on others. */
function settingsOf(c: z.output<typeof configSchema>, deprecations: string[]) {
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    siteUrl: c.SITE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    photoCacheDir: path.resolve(c.PHOTO_CACHE_DIR),
    leadsFile: path.resolve(c.LEADS_FILE),
    leadPhotos: {
      dir: path.resolve(c.LEAD_PHOTOS_DIR),
      maxBytes: c.LEAD_PHOTOS_MAX_MB * MB,
      /** Bytes per client address per hour before its uploads are flagged, and before they are refused. */
      softBytesPerHour: c.UPLOAD_SOFT_MB_PER_HOUR * MB,
      hardBytesPerHour: Math.max(c.UPLOAD_HARD_MB_PER_HOUR, c.UPLOAD_SOFT_MB_PER_HOUR) * MB,
      /** Memory one photo's decode may take, and all of one process's decodes together. */
      decode: { maxBytes: c.PHOTO_DECODE_MB * MB, processBytes: Math.max(c.PHOTO_DECODES_MB, c.PHOTO_DECODE_MB) * MB },
    },
    traffic: {
      dir: trafficDir(c.TRAFFIC_DIR, deprecations),
      maxBytes: Math.round(c.TRAFFIC_MAX_MB * MB),
      keepDays: c.TRAFFIC_KEEP_DAYS,
      /** Events per address per minute. */
      ratePerMinute: c.TRAFFIC_RATE_LIMIT,
    },
    clientDir: path.resolve(c.CLIENT_DIR),
    cardsDir: path.resolve(c.CARDS_DIR),
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    formSecret: c.FORM_SECRET,
    leadLimits: {
      /** Requests per address per window before a request is flagged. */
      softLimit: c.LEADS_RATE_LIMIT,
      /** Requests per address per window before one is refused. */
      hardLimit: c.LEADS_HARD_LIMIT ?? Math.max(DEFAULT_HARD_LIMIT, c.LEADS_RATE_LIMIT),
      windowMs: c.LEADS_RATE_WINDOW_MINUTES * 60_000,
    },
    /** Bytes free on the lead log's disk below which requests are refused. */
    minFreeDiskBytes: c.MIN_FREE_DISK_MB * MB,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    pageCacheMb: c.PAGE_CACHE_MB,
    cache: {
      /** s-maxage of pages and API reads. */
      sharedSeconds: c.SHARED_CACHE_SECONDS,
      /** stale-while-revalidate of pages and API reads. */
      staleSeconds: c.STALE_WHILE_REVALIDATE_SECONDS,
      /** s-maxage of not-found answers. */
      notFoundSeconds: c.NOT_FOUND_CACHE_SECONDS,
    },
    workers: c.WEB_CONCURRENCY ?? (c.NODE_ENV === 'production' ? availableParallelism() : 1),
    notify: notifyOf(c),
    /** Settings under an old name (still honoured): one line each for the log. */
    deprecations,
  };
}

/** Where the business is told of new leads: e-mail, a webhook and/or texts when their variables are set. */
function notifyOf(c: z.output<typeof configSchema>) {
  return {
    ...(c.SMTP_URL &&
      c.LEADS_MAIL_FROM &&
      c.LEADS_NOTIFY_TO && { email: { smtpUrl: c.SMTP_URL, from: c.LEADS_MAIL_FROM.trim(), to: c.LEADS_NOTIFY_TO } }),
    ...(c.LEADS_WEBHOOK_URL && {
      webhook: { url: c.LEADS_WEBHOOK_URL, ...(c.LEADS_WEBHOOK_SECRET && { secret: c.LEADS_WEBHOOK_SECRET }) },
    }),
    ...(c.LEAD_ALERT_PHONES &&
      c.TWILIO_ACCOUNT_SID &&
      c.TWILIO_AUTH_TOKEN &&
      c.TWILIO_FROM && {
        sms: {
          apiUrl: c.TWILIO_API_URL,
          accountSid: c.TWILIO_ACCOUNT_SID,
          authToken: c.TWILIO_AUTH_TOKEN,
          from: c.TWILIO_FROM,
          to: c.LEAD_ALERT_PHONES,
        },
      }),
    ...remindersOf(c),
    ...(c.REVIEW_URL &&
      c.SMTP_URL &&
      c.LEADS_MAIL_FROM && {
        reviews: {
          url: c.REVIEW_URL,
          /** Time after a win before its review request is due. */
          delayMs: Math.round(c.REVIEW_REQUEST_DAYS * 24 * 60 * 60_000),
          mail: { smtpUrl: c.SMTP_URL, from: c.LEADS_MAIL_FROM.trim() },
        },
      }),
    /** Notifications sent one by one per hour before the rest are gathered into a digest. */
    maxPerHour: c.LEADS_NOTIFY_MAX_PER_HOUR,
  };
}

/** Who is reminded of a request no one has answered, and after how long; nothing when no one can be. */
function remindersOf(c: z.output<typeof configSchema>) {
  const phones = [...(c.LEAD_ALERT_PHONES ?? []), ...(c.LEAD_BACKUP_PHONES ?? [])];
  const texts = c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM && phones.length > 0;
  const email = c.SMTP_URL && c.LEADS_MAIL_FROM && c.LEAD_BACKUP_EMAIL;
  if (!texts && !email) return {};
  const reminders = {
    /** Business time a request may wait for an answer. */
    ackMs: Math.round(c.LEAD_ACK_MINUTES * 60_000),
    ...(texts && {
      sms: {
        apiUrl: c.TWILIO_API_URL,
        accountSid: c.TWILIO_ACCOUNT_SID!,
        authToken: c.TWILIO_AUTH_TOKEN!,
        from: c.TWILIO_FROM!,
        to: [...new Set(phones)],
      },
    }),
    ...(email && { email: { smtpUrl: c.SMTP_URL!, from: c.LEADS_MAIL_FROM!.trim(), to: c.LEAD_BACKUP_EMAIL! } }),
  };
  return { reminders };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
