import { describe, expect, it } from 'vitest';
import { trafficToHtml } from '../../../cli/traffic/traffic-page';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { escapeHtml } from '../../../shared/escape-html';
import { contactedReport } from './sample-leads';
import { event, period, report, visit } from './sample-traffic';

describe('HTML', () => {
  it('is one document with no script and nothing fetched from elsewhere, every value escaped', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const page = trafficToHtml(
      summarizeTraffic([event({ utm: { source: hostile } }), event({ page: '/"><script>alert(2)</script>', visit: visit('f') })], period),
    );
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).not.toMatch(/<script|https?:|@import|url\(|<[^>]*\s(?:src|href)=/i);
    expect(page).toContain(escapeHtml(hostile));
    expect(page).not.toContain(hostile);
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/');
  });

  it('shows the totals, the chart with its text alternative, the pages and the sources', () => {
    const page = trafficToHtml(report);
    expect(page).toMatch(/<title>Website traffic, Mar 4\s–\s6, 2024<\/title>/);
    expect(page).toMatch(/<dt>Visits<\/dt>\s*<dd>3<\/dd>/);
    expect(page).toMatch(/<dt>Taps \+ leads per 100 visits<\/dt>\s*<dd>100\.0<\/dd>/);
    expect(page).toMatch(/<svg class="chart"[^>]*role="img"[^>]*aria-labelledby="chart-title chart-desc"/);
    expect(page).toContain('<title id="chart-title">Visits per day, Mar 4 – Mar 6, 2024</title>');
    expect(page).toContain(
      '<desc id="chart-desc">Most visits: 1 on Monday, March 4. Phone taps or leads on 2 of the 3 days, 3 in all.</desc>',
    );
    expect(page.match(/<rect\s+class="bar"/g)).toHaveLength(3);
    expect(page).toMatch(/<th scope="row">Tue, Mar 5<\/th>\s*<td>1<\/td>\s*<td>0<\/td>\s*<td>2<\/td>/);
    expect(page).toMatch(/<th scope="row" role="rowheader"><bdi>\/services<\/bdi><\/th>/);
    expect(trafficToHtml(summarizeTraffic([event({ page: '/services/restoration' })], period))).toContain('/services/<wbr/>restoration');
    expect(page).toMatch(
      /<th scope="row" role="rowheader">\s*<bdi>spring-mailer \/ april<\/bdi><span class="kind">Campaign<\/span>\s*<\/th>/,
    );
  });

  it('keeps the table roles a phone layout would drop, and explains its abbreviation', () => {
    const page = trafficToHtml(report);
    expect(page).toContain(
      '<table class="stack" role="table"><thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">Page</th>',
    );
    expect(page.match(/<td role="cell"/g)).toHaveLength(5 * (report.pages.length + report.sources.length + report.languages.length));
    expect(page).toContain('<abbr title="Phone taps + leads per 100 visits">Per 100 visits</abbr>');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  });

  it('shows how fast leads were first contacted by week and by source (those with leads), with the figures of all in its note', () => {
    const whole = trafficToHtml(contactedReport);
    const page = whole.slice(whole.indexOf('<section class="card" aria-labelledby="contact-heading">'));
    expect(page).toContain('<h2 id="contact-heading">How fast leads were first contacted</h2>');
    expect(page).toContain('<p class="muted">30 min median, 50% within 1 h, of 4 leads</p>');
    const cells = (label: string) =>
      new RegExp(
        `<th scope="row" role="rowheader">${label}</th><td role="cell">([^<]*)</td><td role="cell">([^<]*)</td><td role="cell"[^>]*>([^<]*)</td>`,
      );
    expect(page.match(cells('Mar 4\\s–\\s6'))?.slice(1)).toEqual(['4', '30 min', '50%']);
    expect(page.match(cells('<bdi>Google search</bdi><span class="kind">Search</span>'))?.slice(1)).toEqual(['2', '50 min', '50%']);
    expect(page.match(cells('<bdi>Direct</bdi><span class="kind">Typed or bookmarked</span>'))?.slice(1)).toEqual(['1', '–', '0%']);
    // "Not known" had no lead in the lead log: no row.
    expect(page.match(/<table class="stack three"[\s\S]*?<\/table>/g)?.at(-1)).not.toContain('Not known');
    expect(trafficToHtml(report)).toContain('No lead of this period has been contacted or has waited an hour.');
  });

  it('draws what the leads became: the funnel from lead to won job and the won revenue of each source, with their figures as text', () => {
    const whole = trafficToHtml(contactedReport);
    const page = whole.slice(whole.indexOf('<section class="card" aria-labelledby="outcomes-heading">'));
    expect(page).toContain('<h2 id="outcomes-heading">What the leads became</h2><p class="muted">$12,000 won from 4 leads</p>');
    const bars = (label: string) =>
      [
        ...(page.match(new RegExp(`<ol class="bars" aria-label="${label}">([\\s\\S]*?)</ol>`))?.[1] ?? '').matchAll(
          /<span class="bar-label">(.*?)<\/span>.*?style="width:([\d.]+)%".*?<span class="bar-value">(.*?)<\/span>/g,
        ),
      ].map(([, name, width, value]) => [name, Number(width), value]);
    expect(bars('Leads at each step')).toEqual([
      ['Leads', 100, '4'],
      ['Contacted within 1 h', 50, '2'],
      ['Site visits', 25, '1'],
      ['Quoted', 50, '2'],
      ['Won', 25, '1'],
    ]);
    expect(page).toContain('Lost: 1 (Price 1)');
    expect(bars('Won revenue by source').map(([, width, value]) => [width, value])).toEqual([
      [100, '$12,000 · 1 of 2'],
      [0, '$0 · 0 of 1'],
      [0, '$0 · 0 of 1'],
    ]);
    expect(page).toMatch(
      /<bdi>Google search<\/bdi><span class="kind">Search<\/span><\/th>(?:<td role="cell"[^>]*>[^<]*<\/td>){6}<td role="cell" class="rate">\$12,000<\/td><td role="cell">50%<\/td><td role="cell">\$12,000<\/td><td role="cell">\$6,000<\/td>/,
    );
    expect(page.match(/<summary>[^<]*<\/summary>/g)).toEqual([
      '<summary>By landing page</summary>',
      '<summary>By the page a lead was sent from</summary>',
      '<summary>By language</summary>',
      '<summary>By week</summary>',
    ]);
    expect(trafficToHtml(report)).toContain('No lead of this period is in the lead log.');
  });

  it('says "lead" for what a visitor sends, never "request"', () => {
    const page = trafficToHtml(report);
    expect(page).toContain('<dt>Leads</dt>');
    expect(page).not.toMatch(/request/i);
  });

  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
