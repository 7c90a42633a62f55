import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { telHref } from '../../../contracts/phone.ts';
import { localizedPath, useLanguage, useMessages } from '../../i18n/i18n';
import { shell } from '../../i18n/shell';
import { useContacts } from '../../lib/contacts';
import { useProviders } from '../../lib/providers';
import { Icon } from '../icons';
import { LanguageSwitch } from '../language-switch';
import { LinkItems } from '../link-items';
import { Logo } from '../logo';
import { type Menu, type MenuGroup, menuIn } from './menu';

/** The header's words and menus in the page's language. */
function useHeaderWords() {
  const t = useMessages('shell', shell);
  const language = useLanguage();
  const providers = useProviders();
  const menu = useMemo(() => menuIn(t.menu, language, providers), [t, language, providers]);
  const { phone } = useContacts();
  return { t, language, menu, phone: { display: phone, href: telHref(phone) } };
}

/** SPEC 9: the header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [location.pathname, location.search]);

  const solid = scrolled || mobileOpen;
  const { t, language, menu, phone } = useHeaderWords();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: watches focus leaving the open menu; not a control
    <header
      data-solid={solid}
      onBlur={(e) => {
        // Focus moving past the open menu into the page would land under it (WCAG 2.4.11): close it.
        const next = e.relatedTarget as Node | null;
        if (mobileOpen && next && !e.currentTarget.contains(next)) setMobileOpen(false);
      }}
      className={`header-scroll-solid fixed inset-x-0 top-0 z-50 text-white transition-colors duration-200 ${
        solid ? 'bg-brand-950 shadow-lg shadow-black/20' : 'bg-transparent'
      }`}
    >
      <div className="container-page flex h-[var(--header-height)] items-center justify-between gap-4">
        <Link to={localizedPath('/', language)} className="rounded-md" aria-label={t.homeLink}>
          <Logo />
        </Link>

        <nav aria-label={t.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-2">
            {menu.groups.map((group) => (
              <li key={group.id}>
                <DesktopDropdown
                  group={group}
                  open={openMenu === group.id}
                  onOpenChange={(open) => setOpenMenu(open ? group.id : null)}
                />
              </li>
            ))}
            <li>
              <TopLink to={menu.whatToWatch.to} label={menu.whatToWatch.label} />
            </li>
            <li>
              <TopLink to={menu.contact.to} label={menu.contact.label} />
            </li>
            <LanguageSwitch
              item
              className="inline-flex min-h-11 items-center rounded-full px-2.5 text-[0.95rem] font-semibold underline underline-offset-4 hover:bg-white/10 xl:px-3"
            />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a href={phone.href} className="btn-accent hidden whitespace-nowrap lg:inline-flex">
            <Icon name="phone" className="size-4" />
            <span>
              {t.call} <span className="sr-only xl:not-sr-only">{phone.display}</span>
            </span>
          </a>
          <a
            href={phone.href}
            className="inline-flex size-11 items-center justify-center rounded-full bg-accent-500 text-ink lg:hidden"
          >
            <Icon name="phone" />
            <span className="sr-only">{t.callNumber(phone.display)}</span>
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((v) => !v)}
          >
            {mobileOpen ? <Icon name="close" className="size-6" /> : <Icon name="menu" className="size-6" />}
            <span className="sr-only">{mobileOpen ? t.closeMenu : t.openMenu}</span>
          </button>
        </div>
      </div>

      <MobileMenu
        menu={menu}
        label={t.mobileNavigation}
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        onEscape={() => {
          setMobileOpen(false);
          menuButtonRef.current?.focus();
        }}
      />
    </header>
  );
}

function TopLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink
      to={to}
      end
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2.5 text-[0.95rem] font-semibold hover:bg-white/10 aria-[current=page]:text-accent-400 xl:px-3"
    >
      {label}
    </NavLink>
  );
}

/**
 * A disclosure dropdown: opens on hover with a mouse (wide screens only, where it is shown), and by
 * click, Enter, Space or ArrowDown from the keyboard; Escape closes it and returns focus.
 */
function DesktopDropdown({
  group,
  open,
  onOpenChange,
}: {
  group: MenuGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wide = group.links.length > 9;

  const focusFirstLink = () => {
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is an enhancement; the button is the control
    <div
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onOpenChange(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2.5 text-[0.95rem] font-semibold hover:bg-white/10 xl:px-3"
        onClick={() => onOpenChange(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            onOpenChange(true);
            focusFirstLink();
          }
        }}
      >
        {group.label}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-full left-1/2 z-10 -translate-x-1/2 pt-2 ${wide ? 'w-[34rem]' : 'w-64'}`}
      >
        <div className="rounded-2xl bg-white p-3 text-slate-800 shadow-2xl ring-1 ring-black/5">
          <ul className={wide ? 'grid grid-cols-2 gap-x-2' : ''}>
            <LinkItems
              links={group.links}
              className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800"
            />
          </ul>
          <Link
            to={group.overview.to}
            className="mt-2 block rounded-lg border-t border-slate-100 px-3 pt-3 pb-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {group.overview.label} →
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Below 992 px: an accordion menu; any link click closes it. */
function MobileMenu({
  menu,
  label,
  open,
  onClose,
  onEscape,
}: {
  menu: Menu;
  label: string;
  open: boolean;
  onClose: () => void;
  onEscape: () => void;
}) {
  const t = useMessages('shell', shell);
  const { phone } = useContacts();
  // Escape closes the menu and hands focus back to the menu button (focus would otherwise fall to
  // <body> when the focused link is hidden).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onEscape();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onEscape]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates link clicks; the links are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: activating a link by keyboard fires click too
    <div
      id="mobile-menu"
      hidden={!open}
      className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-white/10 bg-brand-950 pb-6 lg:hidden"
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onClose();
      }}
    >
      <nav aria-label={label} className="container-page">
        <ul className="divide-y divide-white/10">
          {menu.groups.map((group) => (
            <li key={group.id}>
              <details name="mobile-menu" className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-base font-semibold [&::-webkit-details-marker]:hidden">
                  {group.label}
                  <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="grid grid-cols-1 gap-1 pb-3 sm:grid-cols-2">
                  <li>
                    <Link
                      to={group.overview.to}
                      className="block rounded-lg px-3 py-2 font-semibold text-accent-400"
                    >
                      {group.overview.label}
                    </Link>
                  </li>
                  <LinkItems
                    links={group.links}
                    className="block rounded-lg px-3 py-2 text-white/90 hover:bg-white/10"
                  />
                </ul>
              </details>
            </li>
          ))}
          <li>
            <Link to={menu.whatToWatch.to} className="flex min-h-12 items-center py-3 font-semibold">
              {menu.whatToWatch.label}
            </Link>
          </li>
          <li>
            <Link to={menu.contact.to} className="flex min-h-12 items-center py-3 font-semibold">
              {menu.contact.label}
            </Link>
          </li>
          <LanguageSwitch
            item
            className="flex min-h-12 items-center py-3 font-semibold underline underline-offset-4"
          />
        </ul>
        <a href={telHref(phone)} className="btn-accent mt-4 w-full">
          <Icon name="phone" className="size-4" />
          {t.callNumber(phone)}
        </a>
      </nav>
    </div>
  );
}
