import { describe, expect, it } from 'vitest';
import { trafficToHtml } from '../../../cli/traffic/traffic-page';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { escapeHtml } from '../../../shared/escape-html';
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

  it('says "lead" for what a visitor sends, never "request"', () => {
    const page = trafficToHtml(report);
    expect(page).toContain('<dt>Leads</dt>');
    expect(page).not.toMatch(/request/i);
  });

  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
