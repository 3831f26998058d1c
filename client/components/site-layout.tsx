import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavLink } from '../../shared/api-types';
import { BOROUGHS } from '../../shared/constants';
import { boroughListPath } from '../../shared/slugs';
import { ClockIcon, CloseIcon, Link, MailIcon, MenuIcon, PhoneIcon, PinIcon, useBusiness } from './ui';

/** The header's links, in the product's order and wording. */
const TOP_LINKS = [
  { path: '/', label: 'HOME' },
  { path: '/services', label: 'SERVICES' },
  { path: '/gallery', label: 'GALLERY' },
  { path: '/blog', label: 'BLOG' },
  { path: '/contact', label: 'CONTACT' },
] as const;

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
/** HOME is highlighted only on "/"; every other link when the path is its href or below it. */
function isActiveLink(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

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

/** Phones: a slide-in menu; a modal <dialog> traps focus and closes on Escape. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const business = useBusiness();

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();
  const onClosed = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
      >
        <MenuIcon width={24} height={24} />
      </button>
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
    </>
  );
}

/** Tab and Shift+Tab cycle within the open menu instead of leaving it for the browser's toolbar. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
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
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
            <li>
              <PinIcon />
              <span>
                {address.street}, {address.locality}, {address.region} {address.postalCode}
              </span>
            </li>
            <li>
              <ClockIcon />
              <span>{business.hours.map((h) => h.label).join(' · ')}</span>
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
        <p>
          © {business.copyrightYear} {business.name}. All rights reserved.
        </p>
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
