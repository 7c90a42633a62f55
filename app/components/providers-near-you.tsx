import type { ProvidersNearYouContent } from '../../content/base/ui.ts';
import { useMessages } from '../i18n/i18n';
import { servicePage } from '../i18n/service-page';
import { openAvailabilityDialog } from '../lib/dialogs';
import { Icon } from './icons';
import { ZipLookup } from './zip-prompt';

type ProvidersNearYouProps = ProvidersNearYouContent & { buttonLabel?: string };

export const contactFormHref = '/contact-us#send-us-a-message';

/** Providers-near-you block (SPEC 3): heading, subheading and a button that opens Check Availability. */
export function ProvidersNearYou({ heading, subHeading, buttonLabel }: ProvidersNearYouProps) {
  const t = useMessages('servicePage', servicePage);
  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="providers-near-you">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-white md:px-12 md:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-2xl"
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-accent-400 sm:inline-flex">
              <Icon name="pin" className="size-7" />
            </span>
            <div>
              <h2
                id="providers-near-you"
                className="text-2xl font-bold tracking-tight text-balance md:text-3xl"
              >
                {heading}
              </h2>
              <p className="mt-2 max-w-2xl text-white/85">{subHeading}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => openAvailabilityDialog()}
            className="btn-accent shrink-0 px-7 text-base"
          >
            {buttonLabel ?? t.checkAvailability}
          </button>
        </div>
        <div className="relative mt-6 border-t border-white/15 pt-2">
          <ZipLookup tone="dark" />
        </div>
      </div>
    </section>
  );
}
