// WEB_CONCURRENCY workers with node:cluster. The primary listens on the port
// itself and hands each connection to a worker in turn (what node:cluster's
// round robin does, done here so the primary controls when it stops
// listening); it forks the workers, restarts one that dies, forwards SIGHUP
// (content reload), and stops them all gracefully on SIGTERM/SIGINT. Each
// worker appends to a lead log of its own (server/leads/lead-logs.ts), so no
// two processes ever write one file.
//
// A graceful stop stops routing first: the primary stops listening (a new
// connection is refused, never taken and dropped), tells each worker after
// the last connection it handed it (IPC keeps the order), and each worker
// serves what it has, closes its connections as their answers go out and
// exits (decision record 0027).
//
// A worker that dies is restarted after a delay that doubles with each death
// in a row. A crash loop (CRASH_LOOP_DEATHS within CRASH_LOOP_WINDOW_MS) never
// stops the site: the primary keeps the port, says so in an error line, and
// goes on restarting a worker at most every CRASH_LOOP_MAX_DELAY_MS, so a
// visitor who can kill a worker at will can slow the site but not close it.
// While no worker is up, a connection waits HOLD_MS for one, then the
// primary answers it 503 with Retry-After and the phone number (decision
// record 0036).
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { Logger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 12_000;
export const CRASH_LOOP_DEATHS = 5;
const CRASH_LOOP_WINDOW_MS = 60_000;
/** The first restart waits this long; each death within the window doubles it, up to the maximum. */
const FIRST_RESTART_DELAY_MS = 100;
const MAX_RESTART_DELAY_MS = 10_000;
/** In a crash loop, the delay keeps doubling up to this. */
const CRASH_LOOP_MAX_DELAY_MS = 30_000;
/** How long a connection waits for a worker before the primary answers it itself. */
const HOLD_MS = 3_000;
const RETRY_AFTER_SECONDS = 30;
/** A port with no connection within this long after a stop is closed without waiting for one. */
const IDLE_PORT_MS = 20;

/** What the primary and its workers say to each other about connections. */
const READY = { type: 'worker-ready' } as const;
const CONNECTION = { type: 'connection' } as const;
const STOP = { type: 'stop' } as const;
const isMessage = (message: unknown, kind: { type: string }) => (message as { type?: unknown } | null)?.type === kind.type;

export interface PrimaryOptions {
  workers: number;
  port: number;
  host: string;
  env: Record<string, string>;
  logger: Logger;
  /** What a visitor reads while no worker is up: the business's phone number, say. */
  unavailableText: string;
}

export function runPrimary({ workers, port, host, env, logger, unavailableText }: PrimaryOptions): void {
  const slots = new Map<Worker, number>();
  /** Workers taking connections, in the order they are handed them. */
  const serving: Worker[] = [];
  let turn = 0;
  /** Connections that came while no worker was taking any (at start, or all restarting). */
  const waiting: Socket[] = [];
  /** When workers died lately (within the window). */
  let deaths: number[] = [];
  let stopping = false;
  let inCrashLoop = false;

  const hand = (socket: Socket) => {
    const worker = serving.length > 0 ? serving[turn++ % serving.length] : undefined;
    if (!worker) {
      waiting.push(socket);
      setTimeout(() => {
        const at = waiting.indexOf(socket);
        if (at === -1) return;
        waiting.splice(at, 1);
        answerUnavailable(socket, unavailableText);
      }, HOLD_MS).unref();
      return;
    }
    worker.send(CONNECTION, socket, { keepOpen: false }, (error) => {
      // The worker went away between the turn and the send: another takes it.
      if (error && !socket.destroyed) hand(socket);
    });
  };
  const listener: NetServer = createServer({ pauseOnConnect: true }, hand);

  const fork = (slot: number) => {
    const worker = cluster.fork({ ...env, WORKER_SLOT: String(slot) });
    slots.set(worker, slot);
    worker.on('message', (message) => {
      if (!isMessage(message, READY)) return;
      // Ready after the stop began (it was still starting when told): it is told again now it listens.
      if (stopping) return worker.send(STOP);
      serving.push(worker);
      for (const socket of waiting.splice(0)) hand(socket);
    });
  };

  listener.listen(port, host, () => {
    const { port: listening } = listener.address() as { port: number };
    // The workers log the address they serve (the port may have been 0: any free one).
    env.PORT = String(listening);
    for (let slot = 1; slot <= workers; slot++) fork(slot);
    logger.info({ workers, port: listening }, 'started workers');
  });
  listener.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker)!;
    slots.delete(worker);
    serving.splice(serving.indexOf(worker) >>> 0, serving.includes(worker) ? 1 : 0);
    if (stopping) {
      if (slots.size === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < CRASH_LOOP_WINDOW_MS), now];
    const crashLoop = deaths.length >= CRASH_LOOP_DEATHS;
    const delayMs = Math.min(crashLoop ? CRASH_LOOP_MAX_DELAY_MS : MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (deaths.length - 1));
    if (crashLoop && !inCrashLoop)
      logger.error(
        { deaths: deaths.length, withinSeconds: CRASH_LOOP_WINDOW_MS / 1000 },
        'workers keep dying (a crash loop): the site keeps its port and restarts them more slowly; the lines above say why they die',
      );
    inCrashLoop = crashLoop;
    logger.error({ slot, code, signal, restartInMs: delayMs }, 'a worker died; starting another');
    setTimeout(() => !stopping && fork(slot), delayMs);
  });

  /**
   * Closes the port right after a pass of accepting: closing it resets the
   * connections waiting in the kernel's queue, and right after libuv has
   * accepted every one the kernel had, that queue is as short as it gets.
   * An idle port has no pass to wait for.
   */
  function stopListening(then: () => void) {
    let closing = false;
    const close = () => {
      if (closing) return;
      closing = true;
      setImmediate(() => {
        // Not close's callback: that waits for every connection handed out to end.
        listener.close();
        then();
      });
    };
    listener.on('connection', close);
    setTimeout(close, IDLE_PORT_MS);
  }

  function stop(why: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ why }, 'stopping workers');
    // No new connection is taken; the ones taken are served. Then each worker is told, after the
    // last connection it was handed.
    stopListening(() => {
      for (const socket of waiting.splice(0)) socket.destroy();
      for (const worker of slots.keys()) {
        if (worker.isConnected()) worker.send(STOP);
        else worker.process.kill('SIGTERM');
      }
    });
    setTimeout(() => {
      logger.error('workers took too long to stop; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => {
    for (const worker of slots.keys()) worker.process.kill('SIGHUP');
  });
}

/** A minimal answer from the primary itself, read or not: the request is not looked at. */
function answerUnavailable(socket: Socket, text: string): void {
  const body = Buffer.from(`${text}\n`);
  socket.on('error', () => {});
  // What the visitor sent is read and dropped, so closing does not reset the connection before the answer arrives.
  socket.resume();
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
      `Retry-After: ${RETRY_AFTER_SECONDS}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body.toString()}`,
  );
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * In a worker: serve the connections the primary hands over with `server`
 * (which does not listen itself), tell the primary it is ready, and call
 * `onStop` when the primary says to stop (after every connection it handed).
 */
export function serveFromPrimary(server: HttpServer, onStop: () => void): void {
  // node:http starts checking the header and request deadlines when its server
  // listens; this one never does itself, so it says so (slow clients are still cut off).
  server.emit('listening');
  process.on('message', (message: unknown, socket?: Socket) => {
    if (isMessage(message, CONNECTION) && socket) {
      server.emit('connection', socket);
      socket.resume();
    } else if (isMessage(message, STOP)) onStop();
  });
  process.send?.(READY);
}
