import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout, written asynchronously: a request's line
 * never waits for the terminal or the journal. Lines still buffered are
 * written out when the process exits (pino flushes its destination then).
 */
export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest: 1, sync: false }));
}
