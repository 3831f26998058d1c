import type { ReactNode } from 'react';
import site from '../../shared/messages/en/site';
import type { Crumb } from '../../shared/page-head';
import { useBusiness } from '../business';
import { useMessages } from '../messages';
import { Breadcrumb } from './breadcrumb';
import { ContactActions } from './call-to-action';
import { Figures } from './figures';

/**
 * The title band at the top of inner pages: the page's primary actions
 * (estimate and call) under its title, and on the right a photo of the work
 * when the page has one, else the business's key facts.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  breadcrumb,
  aside,
  actions = <ContactActions />,
  className,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  /** Beside the title: a photo of the work (`<HeroImage>`); the business's key facts when none. */
  aside?: ReactNode;
  /** The page's primary actions; the estimate and the main number by default. */
  actions?: ReactNode;
  /** The page's own hook for its hero's layout. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `page-hero terrazzo-dark ${className}` : 'page-hero terrazzo-dark'}>
      <div className="container page-hero-grid">
        <div className="page-hero-text">
          <Breadcrumb items={breadcrumb} />
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {lead && <p className="lead">{lead}</p>}
          {actions}
          {children}
        </div>
        {aside ?? <HeroFacts />}
      </div>
    </section>
  );
}

/** What a visitor should know at a glance, where a page has no photo of its own (wide screens only). */
function HeroFacts() {
  const { claims, phone } = useBusiness();
  const t = useMessages('site', site).heroFacts;
  return (
    <aside className="hero-facts" aria-label={t.label}>
      <Figures
        items={[
          [t.years, claims.yearsExperience],
          [t.projects, claims.projects],
          [t.warranty, claims.warrantyYears],
        ]}
      />
      <p>
        {t.desk}
        <a href={phone.tel}>{phone.display}</a>
      </p>
    </aside>
  );
}
