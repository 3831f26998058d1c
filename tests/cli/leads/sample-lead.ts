// A stored lead for the tests of `npm run leads`' modules; overrides make any other.
import type { Lead } from '../../../cli/leads/lead-selection';
import { LEAD_RECORD_VERSION } from '../../../server/leads/lead-record';

export const NOW = new Date('2024-03-10T12:00:00.000Z');

export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    v: LEAD_RECORD_VERSION,
    id: 'id-1',
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
