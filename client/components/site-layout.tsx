import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavLink } from '../../shared/api-types';
import { BOROUGHS } from '../../shared/constants';
import { boroughListPath } from '../../shared/slugs';
import {
  ActionBar,
  isActiveLink,
  TOP_LINKS,
  ClockIcon,
  Credentials,
  EmailLink,
  Link,
  MailIcon,
  MenuIcon,
  OpeningHours,
  PhoneIcon,
  PinIcon,
  useBusiness,
} from './ui';

const COMPANY_LINKS = [
  { path: '/about', label: 'About Us' },
  { path: '/services', label: 'Services' },
  { path: '/gallery', label: 'Portfolio' },
  { path: '/process', label: 'Our Process' },
  { path: '/warranty', label: 'Warranty & Care' },
  { path: '/contact', label: 'Get Quote' },
];
const LEGAL_LINKS = [
  { path: '/privacy', label: 'Privacy Policy' },
  { path: '/terms', label: 'Terms of Service' },
  { path: '/sitemap', label: 'Site Map' },
];
export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
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
  return (
    <Link to="/" className="logo" aria-label={`${business.name}, home`}>
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
  const { pathname } = useLocation();
  const business = useBusiness();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Logo />
        <nav className="top-nav" aria-label="Main">
          <ul>
            {TOP_LINKS.map(({ path, label }) => {
              const active = isActiveLink(path, pathname);
              return (
                <li key={path}>
                  <Link to={path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="header-actions">
          <a className="header-phone" href={business.phone.tel}>
            <PhoneIcon />
            <span>{business.phone.display}</span>
          </a>
          <Link to="/contact" className="button button-primary header-quote">
            Request Quote
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
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => void import('./mobile-menu');
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-label="Open menu"
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
  const { address } = business;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>
            Terrazzo installation, precast fabrication and restoration for homes and commercial buildings across New York City's five
            boroughs and Long Island.
          </p>
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
        <FooterGroup title="Company" links={COMPANY_LINKS} />
        <FooterGroup
          title="Services"
          links={business.navigation.services.map((service) => ({ path: `/services/${service.slug}`, label: service.shortName }))}
        />
        <FooterGroup
          title="Boroughs"
          links={BOROUGHS.map((borough) => ({
            path: boroughListPath(borough),
            label: `${borough} (${business.boroughCounts[borough] ?? 0} areas)`,
          }))}
        />
        <FooterGroup title="Popular Areas" links={business.navigation.popularAreas} />
      </div>
      <div className="container footer-bottom">
        <div>
          <p>
            © {business.copyrightYear} {business.name}. All rights reserved.
          </p>
          <Credentials />
        </div>
        <ul className="footer-legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

function FooterGroup({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav className="footer-group" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
