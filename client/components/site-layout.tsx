import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavLink } from '../../shared/api-types';
import { BOROUGHS } from '../../shared/constants';
import site from '../../shared/messages/en/site';
import { boroughListPath } from '../../shared/slugs';
import {
  ActionBar,
  ClockIcon,
  Credentials,
  EmailLink,
  LanguageLink,
  Link,
  MailIcon,
  MenuIcon,
  OpeningHours,
  PhoneIcon,
  PinIcon,
  TOP_LINKS,
  useBusiness,
  useIsActiveLink,
  useLanguage,
  useMessages,
} from './ui';

/** The footer's links; their words are the site catalog's `footer.companyLinks` and `footer.legalLinks`. */
const COMPANY_LINKS = [
  { path: '/about', key: 'about' },
  { path: '/services', key: 'services' },
  { path: '/gallery', key: 'gallery' },
  { path: '/process', key: 'process' },
  { path: '/warranty', key: 'warranty' },
  { path: '/contact', key: 'contact' },
] as const;
const LEGAL_LINKS = [
  { path: '/privacy', key: 'privacy' },
  { path: '/terms', key: 'terms' },
  { path: '/sitemap', key: 'sitemap' },
] as const;

export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const t = useMessages('site', site);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ActionBar />
    </>
  );
}

/** Navigating scrolls smoothly to the top (instantly under reduced motion). */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);
}

function Logo() {
  const business = useBusiness();
  const t = useMessages('site', site);
  return (
    <Link to="/" className="logo" aria-label={t.logoLabel(business.name)}>
      <svg className="logo-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" className="logo-tile" />
        <path
          d="M8 11l5-2 3 4-4 3zM22 8l6 1 1 5-5 1zM27 21l5-1 1 6-4 1zM11 24l6 1-1 6-5-2zM19 17l3-1 2 3-3 2zM20 29l4-1 1 3-4 1z"
          className="logo-chips"
        />
      </svg>
      <span className="logo-text">
        <span className="logo-name">{business.name}</span>
        <span className="logo-slogan">{business.slogan}</span>
      </span>
    </Link>
  );
}

function SiteHeader() {
  const business = useBusiness();
  const t = useMessages('site', site);
  const isActive = useIsActiveLink();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Logo />
        <nav className="top-nav" aria-label={t.nav.label}>
          <ul>
            {TOP_LINKS.map(({ path, key }) => {
              const active = isActive(path);
              return (
                <li key={path}>
                  <Link to={path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined}>
                    {t.nav.links[key]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageLink className="header-language" />
          <a className="header-phone" href={business.phone.tel}>
            <PhoneIcon />
            <span>{business.phone.display}</span>
          </a>
          <Link to="/contact" className="button button-primary header-quote">
            {t.requestQuote}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Loaded on the first tap: most visits never open the menu. */
const MobileMenuDialog = lazy(() => import('./mobile-menu'));

/** Phones: the menu button; its menu is a modal <dialog> that keeps focus inside and closes on Escape. */
function MobileMenu() {
  const t = useMessages('site', site);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => void import('./mobile-menu');
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-label={t.openMenu}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerDown={load}
        onClick={() => setOpen(true)}
      >
        <MenuIcon width={24} height={24} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            onClosed={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function SiteFooter() {
  const business = useBusiness();
  const { footer } = useMessages('site', site);
  const language = useLanguage();
  const { address } = business;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{footer.blurb}</p>
          <ul className="footer-contact">
            <li>
              <PhoneIcon />
              <a href={business.phone.tel}>{business.phone.display}</a>
            </li>
            <li>
              <MailIcon />
              <EmailLink email={business.email} />
            </li>
            <li>
              <PinIcon />
              <span>
                {address.street}, {address.locality}, {address.region} {address.postalCode}
              </span>
            </li>
            <li>
              <ClockIcon />
              <OpeningHours />
            </li>
          </ul>
        </div>
        <FooterGroup title={footer.company} links={COMPANY_LINKS.map(({ path, key }) => ({ path, label: footer.companyLinks[key] }))} />
        <FooterGroup
          title={footer.services}
          links={business.navigation.services.map((service) => ({ path: `/services/${service.slug}`, label: service.shortName }))}
        />
        <FooterGroup
          title={footer.boroughs}
          links={BOROUGHS.map((borough) => ({
            path: boroughListPath(borough),
            label: footer.boroughAreas(borough, business.boroughCounts[borough] ?? 0),
          }))}
        />
        {/* Neighborhood names are English content (and their pages English only). */}
        <FooterGroup title={footer.popularAreas} links={business.navigation.popularAreas} lang={language === 'es' ? 'en' : undefined} />
      </div>
      <div className="container footer-bottom">
        <div>
          <p>
            {footer.copyright.before}
            {business.copyrightYear} {business.name}
            {footer.copyright.after}
          </p>
          <Credentials />
        </div>
        <ul className="footer-legal">
          {LEGAL_LINKS.map(({ path, key }) => (
            <li key={path}>
              <Link to={path}>{footer.legalLinks[key]}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

function FooterGroup({ title, links, lang }: { title: string; links: NavLink[]; lang?: string }) {
  return (
    <nav className="footer-group" aria-label={title}>
      <h2>{title}</h2>
      <ul lang={lang}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
