// The process: read the environment, load content, create the app, listen,
// reload content on SIGHUP, and shut down gracefully on SIGTERM/SIGINT. With
// WEB_CONCURRENCY above 1 this process is the primary of that many workers.
import cluster from 'node:cluster';
import { watch } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { createTrafficCounter } from './traffic/traffic-counter';
import { createApp } from './app';
import { loadConfig } from './config';
import { contentIn, loadContent, type Content } from './content/content-store';
import { isContentFile } from './content/content-files';
import type { ContentSource } from './content/content-source';
import { runPrimary, serveFromPrimary } from './cluster';
import { resolveFormSecret } from './form-secret';
import { createLeadIntake } from './leads/intake';
import { workerLogFile } from './leads/lead-logs';
import { diskGuard } from './leads/limits';
import { logNotificationSetup, notifierFromConfig } from './leads/notifications/channels';
import { leadLabels } from './leads/notifications/lead-labels';
import { createLogger } from './logger';
import { readAssetManifest } from './pages/asset-manifest';
import { createResponseCache } from './cache/response-cache';
import { memoryStore, primaryStore, serveClusterStore, type ClusterStore } from './cluster-store';
import { openNdjsonLog } from './storage/ndjson-log';
import { createLeadPhotoStore } from './leads/photos/lead-photo-store';
import { scheduleUploadSweep } from './leads/photos/sweep-uploads';
import { createPhotoLinks } from './leads/photos/photo-links';
import { createLeadPageLinks } from './leads/lead-links';
import { estimateOptionsOf } from './leads/estimate-input';
import { remindersFromConfig } from './leads/reminders/reminders-from-config';
import { reviewsFromConfig } from './leads/reviews/reviews-from-config';
import { createVisitBookings } from './leads/visits/visit-bookings';
import { followVisitLedger } from './leads/visits/visit-ledger';
import { createVisitUpdates } from './leads/notifications/visit-updates';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
// Said once: by the primary when there are workers.
if (!process.env.WORKER_SLOT) for (const line of config.deprecations) logger.warn(line);

async function primary() {
  // Check the content once here, so a bad file stops start-up instead of every worker.
  const content: ContentSource = {
    current: await loadContent(config.dataDir, { siteUrl: config.siteUrl, photoCache: config.photoCacheDir }),
  };
  const { business } = content.current;
  // The photos' files, made here in the background while the workers serve (they make one asked for first themselves).
  makePhotoFiles(content.current);
  process.on('SIGHUP', () => {
    loadContent(config.dataDir, { siteUrl: config.siteUrl, photoCache: config.photoCacheDir }).then(
      (loaded) => {
        content.current = loaded;
        makePhotoFiles(loaded);
      },
      () => {},
    );
  });
  // One signing secret for all workers: a form rendered by one verifies in another.
  const formSecret = await resolveFormSecret(config.formSecret, config.leadsFile);
  logNotificationSetup(config.notify, logger);
  // Request counts, idempotency keys, used tokens and running totals: one store for all workers, kept here.
  const shared = memoryStore();
  await followVisits(shared, content, formSecret);
  serveClusterStore(shared);
  // The sweep also measures what the photo folder holds, for the running total every worker counts against.
  scheduleUploadSweep(createLeadPhotoStore({ ...config.leadPhotos, totals: shared }), config.leadsFile, logger);
  // Reminders and review requests read every worker's log; sent from here, so once whichever worker is up.
  startLeadFollowers(content, formSecret, shared);
  runPrimary({
    workers: config.workers,
    port: config.port,
    host: config.host,
    env: { FORM_SECRET: formSecret },
    logger,
    unavailableText:
      `The site is restarting. Please try again in a minute, or call us at ${business.phone.display}.\n` +
      `El sitio se está reiniciando. Inténtelo de nuevo en un minuto, o llámenos al ${business.phone.display}.`,
  });
}

async function main() {
  const slot = Number(process.env.WORKER_SLOT ?? 0);
  const leadsFile = slot ? workerLogFile(config.leadsFile, slot) : config.leadsFile;
  const content: ContentSource = {
    current: await loadContent(config.dataDir, { siteUrl: config.siteUrl, photoCache: config.photoCacheDir }),
  };
  const store = slot ? primaryStore() : memoryStore();
  const bookings = createVisitBookings({ store, schedule: () => content.current.visits });
  const leads = openNdjsonLog(leadsFile, (message) => logger.warn(message));
  // Open now: creates the folder, sets aside a torn last line, and fails loudly if it can't.
  await leads.open().catch((error: Error) => logger.error({ err: error }, 'the lead log cannot be opened; /readyz reports it'));
  const formSecret = await resolveFormSecret(config.formSecret, config.leadsFile);
  // Said once: by the primary when there are workers.
  if (!slot) logNotificationSetup(config.notify, logger);
  // A single process keeps the places itself; workers ask the primary, which counted them before they started.
  if (!slot) await followVisits(store, content, formSecret);
  // Visitors' photos: one folder for every worker.
  const photos = createLeadPhotoStore({ ...config.leadPhotos, totals: store });
  // One notifier per process, over its own log: a worker sends (and after a restart resends) only its leads.
  const notifier = notifierFromConfig(config.notify, {
    leadsFile,
    logger,
    store,
    labels: (language = 'en') => leadLabels(contentIn(content.current, language)),
    photos: { files: photos.files, links: createPhotoLinks(formSecret) },
    leadPages: createLeadPageLinks(formSecret),
    visitPages: createLeadPageLinks(formSecret, { page: 'visit' }),
    hours: () => content.current.business.hours,
  });
  // Queued before listening, so a new request and the replay never both queue one lead.
  await notifier
    ?.replay()
    .catch((error: Error) => logger.error({ error: error.message }, 'could not read what is left to notify; new requests are still sent'));
  // Page views, phone taps and leads, to a log per day of this process's own.
  const counter = createTrafficCounter({ settings: config.traffic, slot, workers: config.workers, content, store, logger });
  await counter
    .open()
    .catch((error: Error) => logger.error({ err: error }, 'the traffic logs cannot be measured; events are dropped until they can be'));
  const followers = slot ? undefined : startLeadFollowers(content, formSecret, store);
  if (!slot) {
    scheduleUploadSweep(photos, config.leadsFile, logger);
    makePhotoFiles(content.current, photos.idle);
  }
  const intake = createLeadIntake({
    leads,
    logger,
    formSecret,
    store,
    offeredServices: () => content.current.business.navigation.contactForm,
    estimateOptions: () => estimateOptionsOf(content.current),
    photos,
    bookings,
    notifier,
    counter,
    hasRoom: diskGuard(path.dirname(leadsFile), config.minFreeDiskBytes),
  });
  await intake
    .seedFromLog()
    .catch((error: Error) => logger.warn({ err: error }, 'could not read the lead log for the keys of earlier requests'));
  const app = createApp({
    content,
    leads,
    logger,
    intake,
    photos,
    store,
    notifier,
    counting: { counter, ratePerMinute: config.traffic.ratePerMinute },
    assets: readAssetManifest(config.clientDir),
    config: { ...config, formSecret },
    cache: createResponseCache({ maxBytes: config.pageCacheMb * 1024 * 1024 }),
  });

  // A slow client can't hold a connection: headers and whole requests have deadlines.
  const server = createServer(
    { headersTimeout: config.headersTimeoutMs, requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    app.serve,
  );
  server.keepAliveTimeout = 5_000;
  // Every connection, accepted here or handed over by the primary: a stop waits for the last to close.
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  const serving = (port: number) =>
    logger.info(
      {
        url: `http://localhost:${port}`,
        leadsFile,
        contentVersion: content.current.version,
        pid: process.pid,
        ...(slot && { worker: slot }),
      },
      'serving the site',
    );
  if (slot) {
    // A worker: the primary listens and hands it connections, and says when to stop.
    serveFromPrimary(server, () => stop('the primary stops'));
    serving(config.port);
  } else server.listen(config.port, config.host, () => serving((server.address() as { port: number }).port));

  const reload = async (why: string) => {
    try {
      content.current = await loadContent(config.dataDir, { siteUrl: config.siteUrl, photoCache: config.photoCacheDir });
      logger.info({ contentVersion: content.current.version, why }, 'content reloaded');
      if (!slot) makePhotoFiles(content.current, photos.idle);
    } catch (error) {
      logger.error({ why }, `content not reloaded, the last good content keeps serving: ${(error as Error).message}`);
    }
  };
  process.on('SIGHUP', () => void reload('SIGHUP'));
  if (config.env === 'development' && !slot) watchContent(() => reload('a data file changed'));

  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ why }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Each answer from now on closes its connection. A connection with no request yet is left to
    // bring one (one the primary just handed over looks idle until its request is read), and an
    // idle keep-alive one to its timeout. A single process also stops listening (which closes its
    // idle connections).
    server.prependListener('request', (_req, res: ServerResponse) => res.setHeader('Connection', 'close'));
    if (!slot) server.close();
    void (async () => {
      while (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      // Sends under way get a moment to finish; what stays unsent is sent by the next start.
      await Promise.all([notifier?.stop(), followers?.stop()]);
      await leads.close();
      await counter.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  if (slot) {
    // A signal to the whole process group (systemd) reaches the workers too: they stop when the
    // primary says, after the last connection it hands them; alone (the primary gone), at once.
    const untilThePrimarySays = () => process.connected || stop('the primary is gone');
    process.on('SIGTERM', untilThePrimarySays);
    process.on('SIGINT', untilThePrimarySays);
    process.on('disconnect', () => stop('the primary is gone'));
  } else {
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  }
}

/**
 * What the lead logs bring due, followed by the process that sends it (the
 * primary, or a single process): the reminders of requests no one answered,
 * and the review requests after won jobs.
 */
function startLeadFollowers(content: ContentSource, formSecret: string, store: ClusterStore) {
  const followers = [
    remindersFromConfig(config.notify, {
      leadsFile: config.leadsFile,
      labels: () => leadLabels(contentIn(content.current, 'en')),
      leadPages: createLeadPageLinks(formSecret),
      hours: () => content.current.business.hours,
      store,
      logger,
    }),
    reviewsFromConfig(config.notify, {
      leadsFile: config.leadsFile,
      labels: (language) => leadLabels(contentIn(content.current, language)),
      formSecret,
      store,
      logger,
    }),
  ].filter((follower) => follower !== undefined);
  return { stop: () => Promise.all(followers.map((follower) => follower.stop())) };
}

/**
 * Makes the photos' files not made yet, in the background; the site serves
 * meanwhile, and a visitor's photo being decoded here goes first (`yieldTo`).
 */
function makePhotoFiles(content: Content, yieldTo?: () => Promise<void>): void {
  const started = performance.now();
  content.images.deriveAll({ yieldTo }).then(
    (made) => made > 0 && logger.info({ made, seconds: Math.round((performance.now() - started) / 1000) }, 'photo files made'),
    (error: Error) => logger.warn({ err: error }, 'photo files could not all be made; each is made when asked for'),
  );
}

/** Development: reloads when a file of the content registry (or an image) changes; schemas and editor files do not count. */
function watchContent(reload: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  watch(config.dataDir, { recursive: true }, (_event, file) => {
    if (file && !isContentFile(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), 100);
  });
}

(cluster.isPrimary && config.workers > 1 ? primary() : main()).catch((error: Error) => {
  logger.fatal(error.message);
  process.exit(1);
});

/** Counts the places the lead logs hold in site visits still to come, then keeps the count in step with them. */
async function followVisits(store: ClusterStore, content: ContentSource, formSecret: string): Promise<void> {
  const bookings = createVisitBookings({ store, schedule: () => content.current.visits });
  // Each change the business makes updates the visitor's calendar and its own, by e-mail, when there is a mail server.
  const email = config.notify.email;
  const updates =
    email &&
    createVisitUpdates({
      mail: email,
      labels: (language = 'en') => leadLabels(contentIn(content.current, language)),
      logger,
      visitPages: createLeadPageLinks(formSecret, { page: 'visit' }),
    });
  try {
    const held = await followVisitLedger({
      bookings,
      leadsFile: config.leadsFile,
      logger,
      ...(updates && { onChange: (lead, visit) => void updates.send(lead, visit) }),
    }).start();
    if (held > 0) logger.info({ held }, 'site visits held by stored requests counted');
  } catch (error) {
    logger.error({ err: error }, 'could not count the site visits held in the lead logs; the places shown may be too many');
  }
}
