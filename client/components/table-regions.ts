/**
 * Wraps each <table> of article HTML in a labelled, focusable region that
 * scrolls sideways when the table is wider than the column, so keyboard users
 * can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable) and the page
 * itself never does (1.4.10). The label is the table's column headings.
 */
export function withTableRegions(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const headings = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim()).filter(Boolean);
    const label = `Table: ${headings.join(', ')}`.replace(/"/g, '&quot;');
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">${table}</div>`;
  });
}
