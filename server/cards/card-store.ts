// Link-preview cards on disk, each drawn once: a card's file is named by the
// hash in its URL, so a drawn card is never drawn again (across restarts
// too), and a content change (a new hash) draws a new one. Concurrent
// requests for a card not yet on disk wait for one drawing (single flight),
// and a worker draws at most CARDS_DRAWN_AT_ONCE cards at a time (a crawler
// asking for every card at once must not take both cores from the pages).
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/content-store';
import type { Logger } from '../logger';
import pLimit from 'p-limit';
import { writeFileDurably } from '../storage/durable-file';
import { drawCard } from './card-image';
import type { CardSpec } from './card-spec';

export interface CardStore {
  /** The card's file, drawn if it is not on disk yet. */
  file(hash: string, spec: CardSpec, content: Content): Promise<string>;
}

/** Cards a worker draws at the same time; the others wait their turn. */
export const CARDS_DRAWN_AT_ONCE = 1;

export function createCardStore(dir: string, logger: Logger, { draw = drawCard }: { draw?: typeof drawCard } = {}): CardStore {
  const drawing = new Map<string, Promise<string>>();
  const inTurn = pLimit(CARDS_DRAWN_AT_ONCE);
  return {
    file(hash, spec, content) {
      const file = path.join(dir, `${hash}.jpg`);
      const pending = drawing.get(hash);
      if (pending) return pending;
      const work = (async () => {
        if (
          await stat(file).then(
            () => true,
            () => false,
          )
        )
          return file;
        const source = await content.images.ready(spec.photo.url);
        if (!source) throw new Error(`the card photo ${spec.photo.url} has no file`);
        const { bytes, ms } = await inTurn(async () => {
          const started = performance.now();
          return { bytes: await draw(spec, source), ms: Math.round(performance.now() - started) };
        });
        await mkdir(dir, { recursive: true });
        // Written whole under another name, then renamed: a reader never sees half a card.
        await writeFileDurably(file, bytes);
        logger.info({ card: hash, title: spec.title, bytes: bytes.length, ms }, 'link preview drawn');
        return file;
      })().finally(() => drawing.delete(hash));
      drawing.set(hash, work);
      return work;
    },
  };
}
