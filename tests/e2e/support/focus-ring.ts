// Reads the focus indicator of the focused element: WCAG 2.4.7 (visible) and
// 1.4.11 (at least 3:1 against the colour it is drawn on).
import type { Page } from 'playwright-core';

export interface FocusRing {
  element: string;
  focusVisible: boolean;
  outline: string;
  /** Contrast of the outline colour against the first opaque background behind it. */
  contrast: number;
}

export function focusedRing(page: Page): Promise<FocusRing | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return undefined;
    const parse = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: color.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    // The outline is drawn outside the element, over whatever is behind it.
    let behind = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a >= 0.5) {
        behind = bg;
        break;
      }
    }
    const style = getComputedStyle(el);
    const ring = parse(style.outlineColor);
    const [light, dark] = [luminance(ring), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      element: `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${label}"`,
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
    };
  });
}

/** A ring a keyboard user can see: a solid outline of at least 2 px with 3:1 contrast. */
export function ringProblem(ring: FocusRing): string | undefined {
  if (!ring.focusVisible) return `${ring.element}: not :focus-visible`;
  const width = parseFloat(ring.outline);
  if (ring.outline === 'none' || !(width >= 2)) return `${ring.element}: no visible outline (${ring.outline})`;
  if (ring.contrast < 3)
    return `${ring.element}: outline ${ring.outline} has contrast ${ring.contrast}:1 against its background (needs 3:1)`;
  return undefined;
}
