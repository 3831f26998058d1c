import { describe, expect, it } from 'vitest';
import { withTableRegions } from '../../client/components/table-regions';

describe('withTableRegions', () => {
  it('wraps each table in a focusable region labelled by its column headings', () => {
    const html =
      '<p>Costs</p><table><thead><tr><th>Item</th><th><strong>Cost</strong> &amp; notes</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(withTableRegions(html)).toBe(
      '<p>Costs</p><div class="table-scroll" role="region" tabindex="0" aria-label="Table: Item, Cost &amp; notes">' +
        '<table><thead><tr><th>Item</th><th><strong>Cost</strong> &amp; notes</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table></div>',
    );
  });

  it('wraps every table separately and leaves HTML without tables as it is', () => {
    const two = '<table><tr><th>A</th></tr></table><p>x</p><table><tr><th>B</th></tr></table>';
    expect(withTableRegions(two).match(/<div class="table-scroll"/g)).toHaveLength(2);
    expect(withTableRegions(two)).toContain('aria-label="Table: B"');
    expect(withTableRegions('<p>No tables</p>')).toBe('<p>No tables</p>');
  });

  it('keeps a quote in a heading from ending the attribute', () => {
    expect(withTableRegions('<table><tr><th>Size "A"</th></tr></table>')).toContain('aria-label="Table: Size &quot;A&quot;"');
  });
});
