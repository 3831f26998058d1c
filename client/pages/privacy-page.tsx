import { LegalPage } from '../components/legal-page';
import { EmailLink, useBusiness } from '../components/ui';

export default function PrivacyPage() {
  const business = useBusiness();
  return (
    <LegalPage title="Privacy Policy">
      <p>This policy explains what information {business.name} collects through this website, how we use it, and the choices you have.</p>
      <h2>Information we collect</h2>
      <p>
        When you send an estimate request we receive the details you enter: your name, email address, phone number, the service you are
        interested in, the project location and your message. We do not ask for payment details on this website.
      </p>
      <p>
        Like most websites, our server records basic technical information for each visit (such as the page requested and the time) to keep
        the site secure and working. We do not use advertising trackers, and no request from your browser is sent to another company's
        servers.
      </p>
      <h2>How we use it</h2>
      <ul>
        <li>To answer your request, prepare an estimate and schedule a site visit.</li>
        <li>To keep records of the work we quote and perform.</li>
        <li>To protect the website against abuse and spam.</li>
      </ul>
      <p>We do not sell or rent your information, and we do not use it for unrelated marketing.</p>
      <h2>How long we keep it</h2>
      <p>
        We keep estimate requests for as long as needed to answer them and to maintain business records required by law, then delete them.
      </p>
      <h2>Your choices</h2>
      <p>
        You may ask us to see, correct or delete the information you sent us by writing to <EmailLink email={business.email} /> or calling{' '}
        <a href={business.phone.tel}>{business.phone.display}</a>.
      </p>
      <h2>Contact</h2>
      <p>
        {business.name}, {business.address.street}, {business.address.locality}, {business.address.region} {business.address.postalCode}.
      </p>
    </LegalPage>
  );
}
