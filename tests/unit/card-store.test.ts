// Link-preview cards: a crawler asking for many at once gets them one after
// another per worker, each drawn once, so the pages keep their cores.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS_DRAWN_AT_ONCE, createCardStore } from '../../server/cards/card-store';
import { loadContent } from '../../server/content/content-store';
import { createLogger } from '../../server/logger';

describe('the card store', () => {
  it(`draws at most ${CARDS_DRAWN_AT_ONCE} card at a time however many are asked for, each once`, async () => {
    const content = await loadContent('data');
    const photo = [...content.images.files.keys()].find((url) => url.endsWith('.webp'))!;
    let drawingNow = 0;
    let most = 0;
    const drawn: string[] = [];
    const draw = async (spec: { title: string }) => {
      drawingNow++;
      most = Math.max(most, drawingNow);
      await new Promise((resolve) => setTimeout(resolve, 20));
      drawingNow--;
      drawn.push(spec.title);
      return Buffer.from(spec.title);
    };
    const store = createCardStore(await mkdtemp(path.join(os.tmpdir(), 'fbt-cards-')), createLogger('silent'), { draw });
    const spec = (title: string) => ({
      title,
      label: 'Page',
      businessName: 'Five Borough Terrazzo',
      photo: { url: photo, alt: 'terrazzo' },
    });
    const asked = Array.from({ length: 12 }, (_, i) => store.file(`hash${i % 6}`, spec(`card ${i % 6}`), content));
    const files = await Promise.all(asked);
    expect(new Set(files).size).toBe(6);
    expect(drawn.sort()).toEqual(['card 0', 'card 1', 'card 2', 'card 3', 'card 4', 'card 5']);
    expect(most).toBe(CARDS_DRAWN_AT_ONCE);
  });
});
