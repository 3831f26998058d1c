// The service-location pages' simple markup: blocks split
// on blank lines; '# ', '## ', '### ' headings; a line wrapped in ** is a
// sub-heading; '- ' lines are list items; a line wrapped in * is an italic
// note; anything else is a paragraph.

export type MarkupBlock =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'subheading'; level: 2 | 3 | 4; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'note'; text: string }
  | { type: 'paragraph'; text: string };

/**
 * Heading levels fit under the page's own <h1>: '#' and '##' become h2,
 * '###' h3, a sub-heading one level below the current section; no heading
 * ever skips a level (so screen-reader outlines stay whole).
 */
export function parseSimpleMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let sectionLevel = 1;
  const headingLevel = (wanted: number) => Math.max(2, Math.min(wanted, sectionLevel + 1, 4)) as 2 | 3 | 4;

  for (const raw of source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    const oneLine = block.replace(/\s*\n\s*/g, ' ');
    const heading = /^(#{1,3}) (.*)$/s.exec(block);
    if (heading) {
      const level = headingLevel(Math.max(2, heading[1]!.length));
      sectionLevel = level;
      blocks.push({ type: 'heading', level, text: heading[2]!.replace(/\s*\n\s*/g, ' ').trim() });
    } else if (/^\*\*(?!\*).+\*\*$/s.test(oneLine)) {
      const level = headingLevel(sectionLevel + 1);
      blocks.push({ type: 'subheading', level, text: oneLine.slice(2, -2).trim() });
    } else if (block.startsWith('- ')) {
      const items = block
        .split('\n')
        .map((line) => line.trim().replace(/^- /, '').trim())
        .filter(Boolean);
      blocks.push({ type: 'list', items });
    } else if (/^\*(?!\*).*(?<!\*)\*$/s.test(oneLine)) {
      blocks.push({ type: 'note', text: oneLine.slice(1, -1).trim() });
    } else {
      blocks.push({ type: 'paragraph', text: oneLine });
    }
  }
  return blocks;
}
