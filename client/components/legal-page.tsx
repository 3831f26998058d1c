import type { ReactNode } from 'react';
import { PageHero, useRouteHead } from './ui';

/** Static legal text; the product fixes its date: last updated January 2024. */
const LEGAL_LAST_UPDATED = 'January 2024';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const meta = useRouteHead();
  return (
    <>
      <PageHero breadcrumb={meta.breadcrumb} title={title} lead={`Last updated ${LEGAL_LAST_UPDATED}`} />
      <section className="section">
        <div className="container narrow prose">{children}</div>
      </section>
    </>
  );
}
