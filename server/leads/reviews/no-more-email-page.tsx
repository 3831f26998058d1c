// The visitor's page that stops the e-mails, opened from the link in a
// review request: one question and one button (a plain form, it works
// without JavaScript), or, once said, that it is done. The site's words in
// the request's language; nothing the visitor typed.
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/language';
import { COLORS, EmailPage, emailHtml } from '../notifications/email-page';
import { FILLED_BUTTON, VisitorPageHead } from '../visitor-page';
import { REVIEW_TEXT } from './review-text';

function Frame({ language, businessName, children }: { language: Language; businessName: string; children: ReactNode }) {
  const t = REVIEW_TEXT[language].page;
  return (
    <EmailPage title={businessName ? `${t.title} · ${businessName}` : t.title} lang={language}>
      <VisitorPageHead businessName={businessName} title={t.title} />
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
          <button type="submit" style={FILLED_BUTTON}>
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
