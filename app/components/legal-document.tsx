import type { LegalDocument as LegalDocumentContent } from '../../content/terms.ts';
import { Banner } from './banner';

/** A long legal text: a table of contents beside numbered sections (sticky on wide screens). */
function LegalDocument({ sections, updated, intro }: Omit<LegalDocumentContent, 'title' | 'subTitle'>) {
  return (
    <div className="container-page section grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] xl:gap-16">
      <nav
        aria-label="On this page"
        className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">On this page</p>
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
        <p className="text-sm text-slate-600">Last updated: {updated}</p>
        <div className="mt-4 rounded-2xl bg-brand-50 p-5 text-slate-800">
          {intro.link ? (
            <p>
              {intro.text}{' '}
              <a href={intro.link.href} className="font-semibold text-brand-700 underline">
                {intro.link.label}
              </a>
              .
            </p>
          ) : (
            <p>{intro.text}</p>
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
                className={`mt-3 leading-relaxed ${p.startsWith('Placeholder legal text') ? 'text-slate-600 italic' : 'text-slate-700'}`}
              >
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/** A legal page: its banner, then the document. */
export function LegalPage({ title, subTitle, ...document }: LegalDocumentContent) {
  return (
    <>
      <Banner
        eyebrow="Legal"
        title={title}
        subTitle={subTitle}
        bannerImageUrl="/images/banners/legal.svg"
        bannerResposiveImageUrl="/images/banners/legal-small.svg"
      />
      <LegalDocument {...document} />
    </>
  );
}
