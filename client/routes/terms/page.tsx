import terms from '../../../shared/messages/en/terms';
import { LegalPage } from '../../components/legal-page';
import { EmailLink, useBusiness, useMessages } from '../../components/ui';

export default function TermsPage() {
  const business = useBusiness();
  const t = useMessages('terms', terms);
  return (
    <LegalPage title={t.title}>
      <p>
        {t.intro.before}
        {business.name}
        {t.intro.after}
      </p>
      <h2>{t.estimates.heading}</h2>
      <p>{t.estimates.text}</p>
      <h2>{t.payment.heading}</h2>
      <ul>
        {t.payment.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <h2>{t.warranty.heading}</h2>
      <p>
        {t.warranty.before}
        {business.claims.warrantyYears}
        {t.warranty.after}
      </p>
      <h2>{t.liability.heading}</h2>
      <p>{t.liability.text}</p>
      <h2>{t.law.heading}</h2>
      <p>{t.law.text}</p>
      <h2>{t.questions.heading}</h2>
      <p>
        {t.questions.call}
        <a href={business.phone.tel}>{business.phone.display}</a>
        {t.questions.orWriteTo}
        <EmailLink email={business.email} />
        {t.questions.end}
      </p>
    </LegalPage>
  );
}
