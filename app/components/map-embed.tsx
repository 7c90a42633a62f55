import { useState } from 'react';
import type { ContactPageMessages } from '../i18n/contact-page';
import { Icon } from './icons';

type MapEmbedProps = {
  /** The embed URL; nothing is requested from it until the visitor clicks "Show map". */
  embedUrl: string;
  /** A link to the full map on the maps site. */
  linkUrl: string;
  /** What the map shows, e.g. the office address; names the iframe. */
  label: string;
  /** Its words in the page's language. */
  words: ContactPageMessages['map'];
};

/**
 * An embedded map that loads nothing from another site until asked (privacy and performance); a
 * static illustration stands in for it until then.
 */
export function MapEmbed({ embedUrl, linkUrl, label, words }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video w-full bg-slate-100">
        {shown ? (
          <iframe
            src={embedUrl}
            title={words.title(label)}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <>
            <img
              src="/images/map-placeholder.svg"
              alt=""
              width={800}
              height={450}
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 flex flex-col items-center justify-end gap-2 bg-linear-to-t from-brand-950/75 via-brand-950/10 to-transparent p-4 text-center md:p-6">
              <button type="button" className="btn-primary shadow-lg" onClick={() => setShown(true)}>
                <Icon name="map" className="size-4" />
                {words.show}
              </button>
              <p className="text-xs text-white">{words.loadsFrom}</p>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <span className="text-slate-700">{label}</span>
        <a
          href={linkUrl}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.open}
          <span className="sr-only">{words.opensInNewTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
