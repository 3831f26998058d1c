import { Link } from './link';
import type { Crumb } from '../../shared/page-head';

/** A list of items, each with a label and an optional href (the last one is the current page). */
export function Breadcrumb({ items }: { items: Crumb[] | undefined }) {
  if (!items?.length) return null;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.href && index < items.length - 1 ?
              <Link to={item.href}>{item.label}</Link>
            : <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
