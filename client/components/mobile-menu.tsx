import { useEffect, useRef } from 'react';
import mobileMenu from '../../shared/messages/en/mobile-menu';
import site from '../../shared/messages/en/site';
import { keepTabInside } from './focus-trap';
import { CloseIcon, LanguageLink, Link, PhoneIcon, TOP_LINKS, useBusiness, useIsActiveLink, useMessages } from './ui';

/** The phone menu, shown as a modal dialog as soon as it mounts (the header's menu button mounts it). */
export default function MobileMenu({ onClosed }: { onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isActive = useIsActiveLink();
  const business = useBusiness();
  const t = useMessages('mobileMenu', mobileMenu);
  const { nav } = useMessages('site', site);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      className="mobile-menu"
      aria-label={t.label}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === dialog.current) close(); // the backdrop
      }}
      onKeyDown={keepTabInside}
    >
      <div className="mobile-menu-panel">
        <div className="mobile-menu-top">
          <span className="mobile-menu-title">{t.title}</span>
          <button type="button" className="icon-button" aria-label={t.close} onClick={close}>
            <CloseIcon width={24} height={24} />
          </button>
        </div>
        <nav aria-label={t.navLabel}>
          <ul className="mobile-links">
            {TOP_LINKS.map(({ path, key }) => {
              const active = isActive(path);
              return (
                <li key={path}>
                  <Link to={path} onClick={close} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                    {nav.links[key]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageLink className="mobile-language" />
        <div className="mobile-menu-actions">
          <Link to="/contact" className="button button-primary button-block" onClick={close}>
            {t.getQuote}
          </Link>
          <a href={business.secondaryPhone.tel} className="button button-outline button-block">
            <PhoneIcon /> {t.callNow}
          </a>
          <p className="mobile-menu-line">{`${business.secondaryPhone.display}, ${t.secondLine}`}</p>
        </div>
      </div>
    </dialog>
  );
}
