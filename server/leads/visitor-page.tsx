// What the visitor's signed pages share (the page of their site visit, the
// page that stops the e-mails): the site's colors written out, since the
// pages have no stylesheet of their own, the head of the page, and the
// filled button.
import { BUTTON } from './notifications/email-page';

/** The site's ink, dark brass and marble (client/styles/tokens.css). */
export const SITE_COLORS = { ink: '#1c2427', brass: '#86662b', stone: '#f7f3ec' };

export const FILLED_BUTTON = {
  ...BUTTON,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  border: 0,
  background: SITE_COLORS.ink,
  color: '#fff',
  minHeight: 48,
} as const;

/** The business's name over a brass rule (when the content has one), then the page's title. */
export function VisitorPageHead({ businessName, title }: { businessName: string; title: string }) {
  return (
    <>
      {businessName && (
        <p
          style={{
            margin: '0 0 20px',
            paddingBottom: 12,
            borderBottom: `2px solid ${SITE_COLORS.brass}`,
            fontFamily: 'Georgia,serif',
            fontSize: 20,
            color: SITE_COLORS.ink,
          }}
        >
          {businessName}
        </p>
      )}
      <h1 style={{ fontFamily: 'Georgia,serif', fontSize: 28, fontWeight: 'normal', margin: '0 0 16px', color: SITE_COLORS.ink }}>
        {title}
      </h1>
    </>
  );
}
