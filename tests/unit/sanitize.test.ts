import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/content/markdown';
import { ARTICLE_HTML, NEIGHBORHOOD_HTML, sanitize } from '../../server/content/html-allowlist';

const sanitizeArticleHtml = (html: string) => sanitize(html, ARTICLE_HTML);
const sanitizeNeighborhoodHtml = (html: string) => sanitize(html, NEIGHBORHOOD_HTML);

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="https://evil.example">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '"><script>alert(1)</script>',
  '<p onclick="alert(1)">x</p>',
];

const dangerous = /<script|<img|<svg|<iframe|onerror=|onload=|onclick=|javascript:|style=|href="\/\/|href="https?:/i;

describe('content sanitizers', () => {
  it.each(PAYLOADS)('neighborhood HTML never keeps %s', (payload) => {
    expect(sanitizeNeighborhoodHtml(`<p>Hi</p>${payload}`)).not.toMatch(dangerous);
  });

  it.each(PAYLOADS)('article HTML from Markdown never keeps %s', (payload) => {
    expect(sanitizeArticleHtml(renderMarkdown(`Intro\n\n${payload}\n\n[link](javascript:alert(1))`))).not.toMatch(dangerous);
  });

  it('keeps what articles legitimately use', () => {
    const html = renderMarkdown(
      '## Costs\n\n| Item | Price |\n|:--|--:|\n| Floor | $19 |\n\n- one\n- **two**\n\n> quote\n\nSee [the contact page](/contact).',
    );
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('keeps internal links and the allowed tags of neighborhood pages', () => {
    const html =
      '<h2>Park Slope</h2><p>Brownstones and <em>stoops</em>. <a href="/services/restoration">Restoration</a></p><ul><li><strong>Lobbies</strong></li></ul>';
    expect(sanitizeNeighborhoodHtml(html)).toBe(html);
  });
});
