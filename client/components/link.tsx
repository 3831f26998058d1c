import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
}

/**
 * A link within the site, navigated on the client. React Router's own click
 * handling (modifier keys, `target`, same-page replace) without its `<Link>`,
 * whose framework-mode prefetching and route discovery this site does not
 * use: that code left the first load (decision record 0021), and no
 * `data-discover` attribute is written on each of a list page's hundreds of links.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
