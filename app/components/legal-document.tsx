import { withContacts } from '../../content/contact-tokens.ts';
import type { LegalDocument as LegalDocumentContent } from '../../content/terms.ts';
import { localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { type LegalDocumentWords, legalDocument } from '../i18n/legal-document';
import { useContacts } from '../lib/contacts';
import { Banner, legalBannerImages } from './banner';

type LegalPageProps = {
  /** The document as content/ has it: its sections' anchors and its summary link's target. */
  document: LegalDocumentContent;
  /** Its words in the page's language (the page's catalog area), sections in the same order. */
  words: LegalDocumentWords;
};

/** A long legal text: a table of contents beside numbered sections (sticky on wide screens). */
function LegalDocument({ document, words }: LegalPageProps) {
  // The legal text is code (issue 38); the contacts in it are the editors' ({email}, {phone}).
  const contacts = useContacts();
  const t = useMessages('legalDocument', legalDocument);
  const language = useLanguage();
  // Each section keeps its content's anchor in every language (links and the language switch keep the
  // fragment); the words are the page language's (the catalog's tests hold them section for section).
  const sections = document.sections.map((s, i) => ({ ...s, ...words.sections[i] }));
  const link = document.intro.link;
  return (
    <div className="container-page section grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] xl:gap-16">
      <nav
        aria-label={t.onThisPage}
        className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t.onThisPage}</p>
        <ol className="mt-3 space-y-1 border-l-2 border-slate-200 text-sm">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {t.englishGoverns ? <p className="mb-3 text-sm text-slate-700">{t.englishGoverns}</p> : null}
        <p className="text-sm text-slate-600">{t.lastUpdated(words.updated)}</p>
        <div className="mt-4 rounded-2xl bg-brand-50 p-5 text-slate-800">
          {link && words.introLink ? (
            <p>
              {words.intro}{' '}
              <a href={localizedPath(link.href, language)} className="font-semibold text-brand-700 underline">
                {words.introLink}
              </a>
              .
            </p>
          ) : (
            <p>{words.intro}</p>
          )}
        </div>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-28">
            <h2 id={`${s.id}-title`} className="text-xl font-bold text-ink md:text-2xl">
              <span className="mr-2 text-brand-700">{i + 1}.</span>
              {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p
                key={p}
                className={`mt-3 leading-relaxed ${p.startsWith(t.placeholder) ? 'text-slate-600 italic' : 'text-slate-700'}`}
              >
                {withContacts(p, contacts, language)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/** A legal page in the page's language: its banner, then the document. */
export function LegalPage(props: LegalPageProps) {
  const t = useMessages('legalDocument', legalDocument);
  return (
    <>
      <Banner
        eyebrow={t.eyebrow}
        title={props.words.title}
        subTitle={props.words.subTitle}
        {...legalBannerImages}
      />
      <LegalDocument {...props} />
    </>
  );
}
