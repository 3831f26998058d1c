// A plain-text table for a terminal: a header, a rule line, aligned rows and,
// when given, a rule and a total row. Every cell is made terminal-safe
// first; columns that may give way narrow until the table fits the width.
import { clip, terminalText, textWidth } from './terminal-text';

export interface TextColumn {
  header: string;
  /** Figures are aligned right; text (the default) left. */
  align?: 'left' | 'right';
  /** Never wider than this: a longer value ends in "…". */
  max?: number;
  /** Never narrower than this, however short its values. */
  atLeast?: number;
  /**
   * How far the column narrows when the table is wider than the terminal:
   * to `soft` first (a whole phone number, a readable e-mail), to `min` only
   * if the table is still too wide; never below its header. A column
   * without it keeps its width.
   */
  giveWay?: { soft?: number; min: number };
}

const GAP = '  ';

/** The table's lines, each at most `width` columns wide when the columns can give way enough. */
export function textTable({
  columns,
  rows,
  total,
  width,
}: {
  columns: TextColumn[];
  rows: string[][];
  total?: string[];
  width: number;
}): string[] {
  const safe = (row: string[]) => row.map(terminalText);
  const [body, totalRow] = [rows.map(safe), total && safe(total)];
  const widths = columns.map((column, i) => {
    const widest = Math.max(textWidth(column.header), ...[...body, ...(totalRow ? [totalRow] : [])].map((row) => textWidth(row[i] ?? '')));
    return Math.max(Math.min(column.max ?? Infinity, widest), column.atLeast ?? 0);
  });
  fitWidths(columns, widths, width);
  const line = (values: string[]) =>
    values
      .map((value, i) => {
        const text = clip(value, widths[i]!);
        const pad = ' '.repeat(widths[i]! - textWidth(text));
        return columns[i]!.align === 'right' ? pad + text : text + pad;
      })
      .join(GAP)
      .trimEnd();
  const rule = line(widths.map((w) => '─'.repeat(w)));
  return [line(columns.map((column) => column.header)), rule, ...body.map(line), ...(totalRow ? [rule, line(totalRow)] : [])];
}

/** Narrows the widest column that can still give way, one column at a time, until the table fits `width` (or none can). */
function fitWidths(columns: TextColumn[], widths: number[], width: number): void {
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1);
  const floors = [(column: TextColumn) => column.giveWay?.soft ?? column.giveWay?.min, (column: TextColumn) => column.giveWay?.min];
  for (const floor of floors) {
    while (total() > width) {
      let widest = -1;
      widths.forEach((w, i) => {
        const lowest = floor(columns[i]!);
        if (lowest === undefined) return;
        if (w > Math.max(lowest, textWidth(columns[i]!.header)) && (widest < 0 || w > widths[widest]!)) widest = i;
      });
      if (widest < 0) break;
      widths[widest] = widths[widest]! - 1;
    }
  }
}
