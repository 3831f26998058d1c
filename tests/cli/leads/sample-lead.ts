// A stored lead for the tests of `npm run leads`' modules; overrides make any other.
import type { Lead } from '../../../cli/leads/lead-selection';
import { LEAD_RECORD_VERSION } from '../../../server/leads/lead-record';

/** The sample lead's reference, from its id. */
export const REFERENCE = '6C1E-0F3A';

export const NOW = new Date('2024-03-10T12:00:00.000Z');

export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    v: LEAD_RECORD_VERSION,
    id: '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70',
    receivedAt: '2024-03-01T14:05:00.000Z',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(718) 555-0100',
    service: 'restoration',
    location: 'Park Slope, Brooklyn',
    message: 'Our lobby floor has cracks.',
    ...overrides,
  };
}

/** What an estimate request adds to a lead: two photos, the area, kind of work and range, visit windows and access. */
export const ESTIMATE = {
  photos: [
    { id: 'AAAAAAAAAAAAAAAAAAAAAA', width: 2560, height: 1920, bytes: 1_153_434 },
    { id: 'BBBBBBBBBBBBBBBBBBBBBB', width: 1920, height: 2560, bytes: 943_718 },
  ],
  project: { areaSqFt: 1200, work: 'restoration', range: { price: 'restoration-grind', low: 11_400, high: 25_200, setOn: '2026-11-01' } },
  // "sunday-evening" is a window the opening hours no longer make: it shows as stored.
  visit: { windows: ['weekday-morning', 'sunday-evening'], access: ['super', 'board'] },
} satisfies Partial<Lead>;

/** The labels the opening hours give the visit windows. */
export const WINDOWS: ReadonlyMap<string, string> = new Map([['weekday-morning', 'Weekday morning, 7 AM–12 PM']]);
