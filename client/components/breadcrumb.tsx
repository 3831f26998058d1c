import site from '../../shared/messages/en/site';
import type { Crumb } from '../../shared/page-head';
import { useMessages } from '../messages';
import { Link } from './link';

/** A list of items, each with a label and an optional href (the last one is the current page). */
export function Breadcrumb({ items }: { items: Crumb[] | undefined }) {
  const t = useMessages('site', site);
  if (!items?.length) return null;
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb}>
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
