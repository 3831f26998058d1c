// Link-preview cards on disk, each drawn once: a card's file is named by the
// hash in its URL, so a drawn card is never drawn again (across restarts
// too), and a content change (a new hash) draws a new one. Concurrent
// requests for a card not yet on disk wait for one drawing (single flight).
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { largestVariant } from '../../shared/image-sources';
import type { Content } from '../content/content-store';
import type { Logger } from '../logger';
import { drawCard } from './card-image';
import type { CardSpec } from './card-spec';

export interface CardStore {
  /** The card's file, drawn if it is not on disk yet. */
  file(hash: string, spec: CardSpec, content: Content): Promise<string>;
}

/** The largest file of a photo (the card is 1200 px wide), else the photo itself when it has no variants. */
function photoFile(content: Content, url: string): string | undefined {
  return content.imageFiles.get(largestVariant(url, true)) ?? content.imageFiles.get(url);
}

export function createCardStore(dir: string, logger: Logger): CardStore {
  const drawing = new Map<string, Promise<string>>();
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
        const source = photoFile(content, spec.photo.url);
        if (!source) throw new Error(`the card photo ${spec.photo.url} has no file`);
        const started = performance.now();
        const bytes = await drawCard(spec, source);
        await mkdir(dir, { recursive: true });
        // Written whole under another name, then renamed: a reader never sees half a card.
        const partial = `${file}.${process.pid}.tmp`;
        await writeFile(partial, bytes);
        await rename(partial, file);
        logger.info(
          { card: hash, title: spec.title, bytes: bytes.length, ms: Math.round(performance.now() - started) },
          'link preview drawn',
        );
        return file;
      })().finally(() => drawing.delete(hash));
      drawing.set(hash, work);
      return work;
    },
  };
}
