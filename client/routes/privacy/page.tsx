import privacy from '../../../shared/messages/en/privacy';
import { LegalPage } from '../../components/legal-page';
import { EmailLink, useBusiness, useMessages } from '../../components/ui';

export default function PrivacyPage() {
  const business = useBusiness();
  const t = useMessages('privacy', privacy);
  return (
    <LegalPage title={t.title}>
      <p>
        {t.intro.before}
        {business.name}
        {t.intro.after}
      </p>
      <h2>{t.collect.heading}</h2>
      <p>{t.collect.request}</p>
      <p>{t.collect.photos}</p>
      <p>{t.collect.technical}</p>
      <p>{t.collect.counts}</p>
      <h2>{t.use.heading}</h2>
      <ul>
        {t.use.purposes.map((purpose) => (
          <li key={purpose}>{purpose}</li>
        ))}
      </ul>
      <p>{t.use.noSale}</p>
      <h2>{t.keep.heading}</h2>
      <p>{t.keep.text}</p>
      <h2>{t.choices.heading}</h2>
      <p>
        {t.choices.before}
        <EmailLink email={business.email} />
        {t.choices.orCalling} <a href={business.phone.tel}>{business.phone.display}</a>
        {t.choices.after}
      </p>
      <h2>{t.contact.heading}</h2>
      <p>
        {business.name}, {business.address.street}, {business.address.locality}, {business.address.region} {business.address.postalCode}.
      </p>
    </LegalPage>
  );
}
