import { Link } from 'react-router';
import { postalAddressLine, site } from '../../../content/site.ts';
import { hoursLine } from '../../../content/site-contacts.ts';
import { isTollFree, telHref } from '../../../contracts/phone.ts';
import { localizedPath, useLanguage, useMessages } from '../../i18n/i18n';
import { shell } from '../../i18n/shell';
import { useContacts } from '../../lib/contacts';
import { Icon } from '../icons';
import { LanguageSwitch } from '../language-switch';
import { LinkItems } from '../link-items';
import { Logo } from '../logo';

export function Footer() {
  const t = useMessages('shell', shell);
  const language = useLanguage();
  const contacts = useContacts();
  const local = (links: { label: string; to: string }[]) =>
    links.map((l) => ({ label: l.label, to: localizedPath(l.to, language) }));
  return (
    <footer className="bg-brand-950 text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div>
          <Link
            to={localizedPath('/', language)}
            className="inline-block rounded-md text-white"
            aria-label={t.homeLink}
          >
            <Logo />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t.description}</p>
          <ul className="mt-6 flex gap-3" aria-label={t.socialMedia}>
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-ink"
                >
                  <Icon name={s.icon} />
                  <span className="sr-only">
                    {s.name}
                    {t.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks heading={t.company} links={local(t.companyLinks)} />
        <FooterLinks heading={t.services} links={local(t.serviceLinks)} />

        <div>
          <h2 className="text-base font-semibold text-white">{t.contact}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{postalAddressLine}</span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={telHref(contacts.phone)} className="hover:text-white">
                {contacts.phone}
                {isTollFree(contacts.phone) && <span className="text-white/60"> {t.tollFree}</span>}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${contacts.email}`} className="hover:text-white">
                {contacts.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{hoursLine[language](contacts.hours)}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-center text-sm text-white/70">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
          {t.rights(site.legalName, site.name)}
          <LanguageSwitch className="ms-3 inline-flex min-h-8 items-center font-semibold text-white underline underline-offset-4" />
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-base font-semibold text-white">{heading}</h2>
      <ul className="mt-4 space-y-1 text-sm">
        <LinkItems
          links={links}
          className="inline-flex min-h-8 items-center hover:text-white hover:underline"
        />
      </ul>
    </nav>
  );
}
