import { LegalPage } from '../../components/legal-page';
import { EmailLink, useBusiness } from '../../components/ui';

export default function TermsPage() {
  const business = useBusiness();
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to estimates, proposals and work performed by {business.name}. A signed contract for a specific project may add to
        them; where the two differ, the contract governs.
      </p>
      <h2>Estimates</h2>
      <p>
        Estimates are based on the information and site conditions known when they are written. Conditions found later, such as moisture in
        the slab or hidden damage, may change the scope and price, and we will agree any change with you in writing before doing the work.
      </p>
      <h2>Deposits and payment</h2>
      <ul>
        <li>A 25% deposit is due at signing to schedule the work and order materials.</li>
        <li>Commercial accounts are invoiced Net 30.</li>
        <li>Balances not paid when due carry a late charge of 1.5% per month.</li>
      </ul>
      <h2>Warranty</h2>
      <p>
        Our workmanship is covered by a {business.claims.warrantyYears} year warranty, subject to the care and maintenance requirements on
        our warranty page.
      </p>
      <h2>Limitation of liability</h2>
      <p>Our liability for any claim arising from a project is limited to the contract price of that project.</p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of New York State. Any dispute will be resolved in the courts of New York County.</p>
      <h2>Questions</h2>
      <p>
        Call <a href={business.phone.tel}>{business.phone.display}</a> or write to <EmailLink email={business.email} />.
      </p>
    </LegalPage>
  );
}
