import type { ReactNode } from 'react';
import type { Crumb } from '../../shared/page-head';
import { Breadcrumb } from './breadcrumb';

/** The title band at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  breadcrumb,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="page-hero terrazzo-dark">
      <div className="container">
        <Breadcrumb items={breadcrumb} />
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
