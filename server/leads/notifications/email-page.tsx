// The parts every e-mail of the site is made of (the business's
// notification and the visitor's copy): a page that reads well on a phone,
// label/value rows, and the one-line rule for a header. Rendered by React,
// so every value is escaped, never by hand.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** One line: line breaks and control characters become spaces (a header can never be split). */
export const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const COLORS = { text: '#1a1a1a', muted: '#555', link: '#0b5cad', flag: '#8a4b00', flagBackground: '#fff4e0' };
const CELL = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;
export const BUTTON = {
  display: 'inline-block',
  padding: '10px 16px',
  margin: '0 8px 8px 0',
  borderRadius: 6,
  textDecoration: 'none',
} as const;

/** `lang`: the language the e-mail is written in. */
export function EmailPage({ title, lang = 'en', children }: { title: string; lang?: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 16,
          fontFamily: '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif',
          fontSize: 16,
          lineHeight: 1.5,
          color: COLORS.text,
          background: '#fff',
        }}
      >
        <div style={{ maxWidth: 600, margin: '0 auto' }}>{children}</div>
      </body>
    </html>
  );
}

export function Rows({ rows, small = false }: { rows: [string, ReactNode][]; small?: boolean }) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px', ...(small && { fontSize: 14 }) }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ ...CELL, textAlign: 'left', color: COLORS.muted, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
              {label}
            </th>
            <td style={CELL}>
              <bdi>{value}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The HTML document of an e-mail. */
export const emailHtml = (page: ReactNode) => `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
