import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keepTabInside } from './focus-trap';
import { CloseIcon, isActiveLink, Link, PhoneIcon, TOP_LINKS, useBusiness } from './ui';

/** The phone menu, shown as a modal dialog as soon as it mounts (the header's menu button mounts it). */
export default function MobileMenu({ onClosed }: { onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const business = useBusiness();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      className="mobile-menu"
      aria-label="Menu"
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === dialog.current) close(); // the backdrop
      }}
      onKeyDown={keepTabInside}
    >
      <div className="mobile-menu-panel">
        <div className="mobile-menu-top">
          <span className="mobile-menu-title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <CloseIcon width={24} height={24} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="mobile-links">
            {TOP_LINKS.map(({ path, label }) => {
              const active = isActiveLink(path, pathname);
              return (
                <li key={path}>
                  <Link to={path} onClick={close} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mobile-menu-actions">
          <Link to="/contact" className="button button-primary button-block" onClick={close}>
            GET QUOTE
          </Link>
          <a href={business.secondaryPhone.tel} className="button button-outline button-block">
            <PhoneIcon /> CALL NOW
          </a>
        </div>
      </div>
    </dialog>
  );
}
