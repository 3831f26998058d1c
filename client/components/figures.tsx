import type { ReactNode } from 'react';

/** Key figures as a definition list: each label (dt) with its value (dd); the class sets the layout. */
export function Figures({ items, className }: { items: readonly (readonly [label: string, value: ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
