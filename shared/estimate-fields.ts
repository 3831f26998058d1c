// What an estimate request may carry beyond the spec's six fields, all
// optional: photos of the floor, its approximate area, the kind of work, and
// when it can be visited. Declared once here; the form, the API, the form
// without JavaScript and the stored request use these names and limits.
import type { PriceEntry as Price } from './content-schema';

/** The request's fields beyond the spec's: in the JSON body, and as form fields without JavaScript. */
export const ESTIMATE_FIELDS = {
  /** JSON: the ids of the visitor's uploads. Multipart: the photo files themselves. */
  photos: 'photos',
  areaSqFt: 'areaSqFt',
  work: 'work',
  /** Repeated: one per window chosen. */
  visitWindows: 'visitWindows',
  /** The dated site-visit slot chosen (shared/visit-slots.ts), as a form field; in JSON also `visit: { slot }`. */
  visitSlot: 'visitSlot',
  /** Repeated: one per kind of access to arrange. */
  access: 'access',
} as const;

export const PHOTO_LIMITS = {
  /** Photos per request. */
  count: 6,
  /** Bytes per photo as sent (a phone's full-size JPEG is 3–8 MB). */
  bytes: 15 * 1024 * 1024,
  /** The browser makes each photo this long on its long side before it uploads; the server keeps at most this. */
  longSide: 2560,
} as const;

/** The header an upload names its form's token in: an upload belongs to the form it was made from. */
export const UPLOAD_TOKEN_HEADER = 'X-Form-Token';
/** An upload's id: 128 random bits, base64url. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

/** The square feet a request may state. */
export const AREA_LIMITS = { min: 1, max: 500_000 } as const;

/**
 * The area as a visitor types it, read by one rule in the form and on the
 * server: "600", "1,200", " 600 sq ft" → a number; "" → undefined; anything
 * else → NaN.
 */
export function readArea(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value === undefined || value === null ? undefined : NaN;
  const text = value
    .replace(/,/g, '')
    .replace(/\s*(sq\.?\s*ft\.?|square feet|sf)\s*$/i, '')
    .trim();
  if (!text) return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

/** True for an area a request may state (AREA_LIMITS). */
export const isAreaInLimits = (sqFt: number) => sqFt >= AREA_LIMITS.min && sqFt <= AREA_LIMITS.max;

export const WORK_KINDS = [
  { value: 'new-floor', label: 'A new poured floor' },
  { value: 'precast', label: 'Precast stairs or treads' },
  { value: 'restoration', label: 'Restoring an existing floor' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;
export type WorkKind = (typeof WORK_KINDS)[number]['value'];

export const ACCESS_NEEDS = [
  { value: 'super', label: 'A super or doorman lets us in' },
  { value: 'board', label: 'Co-op or condo board rules' },
  { value: 'landmark', label: 'Landmark building rules' },
] as const;
export type AccessNeed = (typeof ACCESS_NEEDS)[number]['value'];

export const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * The kind of work a service answers by itself: the one kind all its prices
 * are for (restoration is restoring). Such a service is the form's answer to
 * "What do you need?", which is then not asked.
 */
export function workOfService(prices: readonly Pick<Price, 'work' | 'service'>[], service: string | undefined): WorkKind | undefined {
  const kinds = new Set(prices.filter((price) => price.service === service).map((price) => price.work));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/**
 * The price a request's range is made from: the first price (in the file's
 * order, most usual first) for the kind of work, or for the chosen service
 * when the kind of work is not known; none when neither says.
 */
export function priceFor<P extends Pick<Price, 'work' | 'service'>>(
  prices: readonly P[],
  work: string | undefined,
  service: string | undefined,
): P | undefined {
  if (work && work !== 'not-sure') return prices.find((price) => price.work === work);
  return service ? prices.find((price) => price.service === service) : undefined;
}
