// What a visitor can cause on purpose (an upload abandoned part-way, a form
// cut short) is not the site failing: it is logged as a warning, at most one
// line a minute for each kind with how many there were since the last, and
// counted for every worker in the cluster store (/readyz shows the counts).
// An error line stays for what should not happen, so an alert on errors
// cannot be set off from outside at will.
import type { ClusterStore } from '../cluster-store';
import type { Logger } from '../logger';

const LINE_EVERY_MS = 60_000;
const TALLY_PREFIX = 'visitor-noise:';

export interface VisitorNoise {
  /** Something a visitor did: counted, and a warning at most once a minute per `what`. */
  visitor(what: string, details?: Record<string, unknown>): void;
  /** Something that should not happen: an error line, every time. */
  unexpected(error: unknown, what: string): void;
}

export function visitorNoise(logger: Logger, store?: Pick<ClusterStore, 'tally'>, now = Date.now): VisitorNoise {
  const kinds = new Map<string, { lastLineAt: number; since: number }>();
  return {
    visitor(what, details = {}) {
      store?.tally(`${TALLY_PREFIX}${what}`).catch(() => {});
      const kind = kinds.get(what) ?? { lastLineAt: -Infinity, since: 0 };
      kinds.set(what, kind);
      kind.since++;
      if (now() - kind.lastLineAt < LINE_EVERY_MS) return;
      logger.warn({ ...details, count: kind.since, withinSeconds: LINE_EVERY_MS / 1000 }, what);
      kind.lastLineAt = now();
      kind.since = 0;
    },
    unexpected(error, what) {
      logger.error({ err: error }, what);
    },
  };
}

/** The visitor-noise counts among a store's tallies, by kind. */
export function noiseCounts(tallies: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(tallies)
      .filter(([name]) => name.startsWith(TALLY_PREFIX))
      .map(([name, count]) => [name.slice(TALLY_PREFIX.length), count]),
  );
}
