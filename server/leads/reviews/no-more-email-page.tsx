// The visitor's page that stops the e-mails, opened from the link in a
// review request: one question and one button (a plain form, it works
// without JavaScript), or, once said, that it is done. The site's words in
// the request's language; nothing the visitor typed.
import type { Language } from '../../../shared/language';
import { BUTTON, COLORS, EmailPage, emailHtml } from '../notifications/email-page';
import { REVIEW_TEXT } from './review-text';

/** The site's ink and dark brass (client/styles/tokens.css), written out: the page has no stylesheet of its own. */
const INK = '#1c2427';
const BRASS = '#86662b';

function Frame({ language, businessName, children }: { language: Language; businessName: string; children: React.ReactNode }) {
  const t = REVIEW_TEXT[language].page;
  return (
    <EmailPage title={businessName ? `${t.title} · ${businessName}` : t.title} lang={language}>
      {businessName && (
        <p
          style={{
            margin: '0 0 20px',
            paddingBottom: 12,
            borderBottom: `2px solid ${BRASS}`,
            fontFamily: 'Georgia,serif',
            fontSize: 20,
            color: INK,
          }}
        >
          {businessName}
        </p>
      )}
      <h1 style={{ fontFamily: 'Georgia,serif', fontSize: 28, fontWeight: 'normal', margin: '0 0 16px', color: INK }}>{t.title}</h1>
      {children}
    </EmailPage>
  );
}

export function noMoreEmailPageHtml({ language, businessName, stopped }: { language: Language; businessName: string; stopped: boolean }) {
  const t = REVIEW_TEXT[language].page;
  return emailHtml(
    <Frame language={language} businessName={businessName}>
      {stopped ?
        <p role="status" style={{ margin: 0, fontSize: 18 }}>
          {t.done}
        </p>
      : <form method="post">
          <p style={{ margin: '0 0 20px', fontSize: 18 }}>{t.ask(businessName)}</p>
          <button
            type="submit"
            style={{
              ...BUTTON,
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              border: 0,
              background: INK,
              color: '#fff',
              minHeight: 48,
            }}
          >
            {t.button}
          </button>
        </form>
      }
    </Frame>,
  );
}

/** What an altered or expired link shows instead (403). */
export function refusedStopLinkHtml(language: Language, businessName: string, phone: string): string {
  return emailHtml(
    <Frame language={language} businessName={businessName}>
      <p style={{ margin: 0, color: COLORS.text }}>{REVIEW_TEXT[language].page.expired(phone)}</p>
    </Frame>,
  );
}
