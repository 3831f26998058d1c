import type { ReactNode } from 'react';
import site from '../../shared/messages/en/site';
import { useMessages } from '../messages';
import { Link } from './link';

/** The loading state of a data page: 'Loading...' and the page's own line (wording fixed by the product). */
export function PageLoading({ text }: { text?: string }) {
  const t = useMessages('site', site).loading;
  return (
    <section className="page-state" aria-busy="true">
      <div className="container page-state-inner" role="status">
        <span className="spinner" aria-hidden="true" />
        <h1 className="page-state-title">{t.title}</h1>
        <p>{text ?? t.text}</p>
      </div>
    </section>
  );
}

/** Not-found and empty states, with the product's fixed texts. */
export function PageMessage({
  title,
  text,
  link,
  children,
}: {
  title: string;
  text: string;
  link?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section className="page-state">
      <div className="container page-state-inner">
        <h1 className="page-state-title">{title}</h1>
        <p>{text}</p>
        {link && (
          <Link to={link.href} className="button button-primary">
            {link.label}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}
