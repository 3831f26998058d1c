import { Fragment } from 'react';

/**
 * A mailto link whose address breaks only where an address may (before its
 * "@", else before a dot of its domain), never inside a word. The domain is
 * kept whole on a line of its own before it is broken at a dot (email-link.css).
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const [first, ...rest] = email.slice(at + 1).split('.');
  return (
    <a href={`mailto:${email}`} className="email-link">
      {email.slice(0, at)}
      <wbr />
      <span className="email-domain">
        {`@${first}`}
        {rest.map((part, i) => (
          <Fragment key={i}>
            <wbr />
            {`.${part}`}
          </Fragment>
        ))}
      </span>
    </a>
  );
}
