import type { ReactNode } from 'react';

/** A section's heading: an eyebrow over the h2, and a lead under it when there is one. */
export function SectionHeader({ eyebrow, title, lead }: { eyebrow?: string; title: ReactNode; lead?: string }) {
  return (
    <header className="section-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2>{title}</h2>
      {lead && <p>{lead}</p>}
    </header>
  );
}
