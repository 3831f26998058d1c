import { describe, expect, it } from 'vitest';
import { deliveryText, sourceText } from '../../../cli/leads/lead-cells';
import { parseLeadsArgs } from '../../../cli/leads/lead-options';
import { isUndelivered, selectLeads } from '../../../cli/leads/lead-selection';
import { NOW, lead } from './sample-lead';

describe('selectLeads', () => {
  const older = lead({ id: 'older', receivedAt: '2024-03-01T10:00:00.000Z' });
  const newer = lead({ id: 'newer', receivedAt: '2024-03-05T10:00:00.000Z' });
  const newest = lead({ id: 'newest', receivedAt: '2024-03-09T10:00:00.000Z' });
  const spam = lead({ id: 'spam', receivedAt: '2024-03-08T10:00:00.000Z', spam: 'honeypot' });

  it('puts the newest first, whatever order the logs hold them in', () => {
    expect(selectLeads([older, newest, newer], { includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'newer', 'older']);
  });

  it('orders by time, not by the text of the timestamp', () => {
    const offset = lead({ id: 'offset', receivedAt: '2024-03-05T06:00:00-05:00' }); // 11:00 UTC, after "newer"
    expect(selectLeads([newer, offset], { includeSpam: false }).map((l) => l.id)).toEqual(['offset', 'newer']);
  });

  it('leaves spam out unless asked for', () => {
    expect(selectLeads([older, spam, newest], { includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'older']);
    expect(selectLeads([older, spam, newest], { includeSpam: true }).map((l) => l.id)).toEqual(['newest', 'spam', 'older']);
  });

  it('keeps only leads received at or after --since', () => {
    const since = new Date('2024-03-05T10:00:00.000Z');
    expect(selectLeads([older, newer, newest], { since, includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'newer']);
  });

  it('--flagged keeps only the doubtful leads', () => {
    const leads = [lead({ id: 'a', flagged: ['rate'] }), lead({ id: 'b' })];
    expect(selectLeads(leads, { includeSpam: false, flagged: true }).map((l) => l.id)).toEqual(['a']);
    expect(parseLeadsArgs(['--flagged'], NOW).flagged).toBe(true);
  });
});

describe('source and delivery', () => {
  const sent = { sent: true, attempts: 1, at: '2024-03-01T14:06:00.000Z' };
  const failed = { sent: false, attempts: 3, at: '2024-03-01T15:00:00.000Z', error: 'the webhook answered HTTP 500' };

  it('a short source: utm_source and medium, else the referring host, else the landing page', () => {
    expect(sourceText({ utm: { utm_source: 'google', utm_medium: 'cpc' }, referrer: 'https://www.bing.com/' })).toBe('google/cpc');
    expect(sourceText({ referrer: 'https://www.bing.com/search?q=terrazzo', landingPage: '/' })).toBe('www.bing.com');
    expect(sourceText({ landingPage: '/services/restoration', page: '/contact' })).toBe('/services/restoration');
    expect(sourceText({ page: '/contact' })).toBe('/contact');
    expect(sourceText(undefined)).toBe('');
  });

  it('a lead is undelivered until every channel, configured or tried, has sent it; spam never is', () => {
    expect(isUndelivered(lead(), [])).toBe(true);
    expect(isUndelivered(lead({ delivery: { webhook: sent } }), [])).toBe(false);
    expect(isUndelivered(lead({ delivery: { webhook: sent } }), ['email', 'webhook'])).toBe(true);
    expect(isUndelivered(lead({ delivery: { webhook: sent, email: failed } }), [])).toBe(true);
    expect(isUndelivered(lead({ spam: 'honeypot' }), ['email'])).toBe(false);
  });

  it('says what each channel did', () => {
    expect(deliveryText(lead({ delivery: { email: sent, webhook: failed, sms: { sent: false, attempts: 0, at: '' } } }))).toBe(
      'email: sent; webhook: failed ×3 (the webhook answered HTTP 500); sms: not tried',
    );
    expect(deliveryText(lead())).toBe('never notified');
  });
});
