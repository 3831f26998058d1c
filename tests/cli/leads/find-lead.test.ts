import { describe, expect, it } from 'vitest';
import { leadsNamed } from '../../../cli/leads/find-lead';

const stored = [
  '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70',
  '6c1e0f3a-ffff-4e2a-9c1f-000000000000',
  '7d2f0000-1111-4222-8333-444455556666',
  '7d2f',
].map((id, i) => ({ lead: { id }, file: `log-${i}` }));
const named = (query: string) => leadsNamed(stored, query).map(({ lead }) => lead.id);

describe('the lead an id or a reference names', () => {
  it('finds a lead by its reference, as the visitor quotes it or typed any way', () => {
    for (const reference of ['7D2F-0000', '7d2f-0000', '7D2F0000', ' 7d2f-0000 '])
      expect(named(reference)).toEqual(['7d2f0000-1111-4222-8333-444455556666']);
  });

  it('finds a lead by its id or an unambiguous start of it; the exact id wins over a longer one it starts', () => {
    expect(named('7d2f0000-1111-4222-8333-444455556666')).toEqual(['7d2f0000-1111-4222-8333-444455556666']);
    expect(named('7d2f0')).toEqual(['7d2f0000-1111-4222-8333-444455556666']);
    expect(named('7d2f')).toEqual(['7d2f']);
  });

  it('names every lead a reference or start fits, so the command can ask for more', () => {
    expect(named('6C1E-0F3A')).toEqual(['6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70', '6c1e0f3a-ffff-4e2a-9c1f-000000000000']);
    expect(named('6c1e0f3a-5')).toEqual(['6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70']);
    expect(named('nope')).toEqual([]);
  });

  it('counts one lead in two logs (a log copied beside another) once', () => {
    const copied = [...stored, { lead: { id: '7d2f0000-1111-4222-8333-444455556666' }, file: 'copy' }];
    expect(leadsNamed(copied, '7D2F-0000')).toEqual([stored[2]]);
  });
});
