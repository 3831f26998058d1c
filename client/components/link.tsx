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

type Navigate = (path: string, options: { replace: boolean }) => void;

/** The router's navigate function, one for the whole page and never a new one (links need not re-render when the location changes). */
const NavigateContext = createContext<Navigate | undefined>(undefined);

/** Gives the links below it the router's navigation. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<Navigate>((path, options) => void latest.current(path, options), []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, from its root (`/services/restoration`). */
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
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
