import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { languageOfPath } from '../../shared/language';

type Navigate = (path: string, options: { replace: boolean }) => void;

/** A site path as the current page links it (its language's version: routes/index.ts localizedPath). */
type Localize = (path: string) => string;

/** The router's navigate function, one for the whole page and never a new one (links need not re-render when the location changes). */
const NavigateContext = createContext<Navigate | undefined>(undefined);
const LocalizeContext = createContext<Localize>((path) => path);

/** Gives the links below it the router's navigation, and the paths of the page's language. */
export function LinkNavigation({ children, localize }: { children: ReactNode; localize: Localize }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<Navigate>((path, options) => void latest.current(path, options), []);
  return (
    <NavigateContext.Provider value={stable}>
      <LocalizeContext.Provider value={localize}>{children}</LocalizeContext.Provider>
    </NavigateContext.Provider>
  );
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, from its root (`/services/restoration`): on a Spanish page, the Spanish page's path when there is one. */
  to: string;
}

/**
 * A link within the site, navigated on the client. A plain click navigates in
 * the app (replacing the history entry when it leads where the visitor already
 * is); a click with a modifier key, another button or another `target` is left
 * to the browser, as is every click before the app has started. React
 * Router's `<Link>` resolves relative paths and subscribes to the location in
 * each link, work a list page with hundreds of links pays for during hydration
 * on a phone's CPU (decision record 0021); every link here is a root path.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useContext(NavigateContext);
  const href = useContext(LocalizeContext)(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, target)) return;
    // A page in the other language is a new document: its own <html lang> and catalog.
    if (languageOfPath(href) !== languageOfPath(location.pathname)) return;
    event.preventDefault();
    navigate(href, { replace: href === location.pathname + location.search + location.hash });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
