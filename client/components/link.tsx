import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * React Router's Link without its `data-discover` attribute (route discovery
 * belongs to framework mode, which this site does not use): 20 bytes saved on
 * each of the hundreds of links a list page has.
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}
