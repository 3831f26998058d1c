import { Fragment } from 'react';

/** A mailto link whose address may break after its "@" and before a dot on a narrow screen, never inside a word. */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  const [first, ...rest] = email.slice(at + 1).split('.');
  return (
    <a href={`mailto:${email}`} className="email-link">
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </a>
  );
}
