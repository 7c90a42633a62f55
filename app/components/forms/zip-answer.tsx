// The answer of the zip prompt (components/zip-prompt.tsx): loaded with the first lookup, so a page's
// initial JS carries only the form. Here in forms/ because the availability dialog shows its
// coverage list too: forms/ sits below components/ and imports nothing from it.
import { Link, useLocation } from 'react-router';
import type { ProviderLists } from '../../../content/providers/lists.ts';
import type {
  AvailabilityResponse,
  AvailableProvider,
  CoverageProvider,
} from '../../../contracts/availability';
import { useMessages } from '../../i18n/i18n';
import { type ZipAnswerMessages, zipAnswer } from '../../i18n/zip-answer';
import { openAvailabilityDialog } from '../../lib/dialogs';
import { useProviders } from '../../lib/providers';

type Category = keyof AvailabilityResponse['providers'];

type Words = ZipAnswerMessages;

/** What the lookup says about the provider whose page this is, in words that promise nothing. */
function providerVerdict(
  providers: ProviderLists,
  t: Words,
  data: AvailabilityResponse,
  category: Category,
  slug: string,
): string | undefined {
  const list =
    category === 'internet' ? data.providers.internet.flatMap((g) => g.providers) : data.providers[category];
  const hit = list.find((p) => p.slug === slug);
  if (!hit) {
    const name = providers[category].find((p) => p.slug === slug)?.name;
    return name ? t.notServed(name, data.state) : undefined;
  }
  if (hit.coverage === 'nationwide') return t.nationwide(hit.name);
  if (hit.coverage === 'state') return t.inState(hit.name, data.state);
  return t.checkAddress(hit.name);
}

function needsAddressCheck(data: AvailabilityResponse): boolean {
  const { internet, tv, streaming } = data.providers;
  return [...internet.flatMap((g) => g.providers), ...tv, ...streaming].some(
    (p) => p.coverage === 'check-address',
  );
}

/** The service (and provider) a page is about, from paths like /service/tv/provider-detail/xfinity. */
function pageService(pathname: string): { category?: Category; slug?: string } {
  const match = /^\/service\/(tv|internet|streaming)(?:\/provider-detail\/([^/]+))?/.exec(pathname);
  return { category: match?.[1] as Category | undefined, slug: match?.[2] };
}

type ZipAnswerProps = { data: AvailabilityResponse; dark: boolean; focus?: Category };

/** The providers that may serve the ZIP's area, by category, and the way to an exact check. */
export default function ZipAnswer({ data, dark, focus: focusProp }: ZipAnswerProps) {
  const t = useMessages('zipAnswer', zipAnswer);
  const page = pageService(useLocation().pathname);
  const focus = focusProp ?? page.category;
  const slug = page.slug;
  const order: Category[] = ['internet', 'tv', 'streaming'];
  if (focus) order.sort((a, b) => Number(b === focus) - Number(a === focus));
  const card = dark ? 'bg-white/10' : 'bg-white border border-brand-100';
  const muted = dark ? 'text-white/80' : 'text-slate-600';
  const providers = useProviders();
  const own = focus && slug ? providerVerdict(providers, t, data, focus, slug) : undefined;
  return (
    <div className="mt-2">
      {own ? <p className="mb-2 font-semibold">{own}</p> : null}
      <p className={`text-sm ${muted}`}>{t.boundary(data.state)}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {order.map((category) => (
          <div key={category} className={`rounded-xl p-4 ${card}`}>
            <h3 className="text-base font-bold">{t.categories[category]}</h3>
            {category === 'internet' ? (
              <>
                <ReportedCoverage data={data} dark={dark} muted={muted} />
                {data.providers.internet.map((group) => (
                  <div key={group.type} className="mt-2">
                    <h4 className={`text-xs font-semibold tracking-wide uppercase ${muted}`}>
                      {t.internetTypes[group.type]}
                    </h4>
                    <ProviderLinks providers={group.providers} dark={dark} />
                  </div>
                ))}
                <p className={`mt-2 text-xs ${muted}`}>
                  {data.coverage.basis === 'coverage'
                    ? t.estimateCoverage(data.zip, data.state)
                    : t.estimateState(data.state)}
                </p>
              </>
            ) : (
              <ProviderLinks providers={data.providers[category]} dark={dark} />
            )}
          </div>
        ))}
      </div>
      {needsAddressCheck(data) ? <p className={`mt-3 text-xs ${muted}`}>{t.asterisk}</p> : null}
      <button
        type="button"
        onClick={() => openAvailabilityDialog({ zipCode: data.zip, city: data.city })}
        className="btn-accent mt-4 px-6 text-center"
      >
        {t.checkButton}
      </button>
    </div>
  );
}

const mbps = (n: number, locale: string) =>
  n >= 1000 ? `${(n / 1000).toLocaleString(locale)} Gbps` : `${n.toLocaleString(locale)} Mbps`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

function asOfText(asOf: string, locale: string): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The providers the FCC's coverage data reports in the ZIP (issue 27), with the data's date. */
export function ReportedCoverage({
  data,
  dark,
  muted,
}: {
  data: AvailabilityResponse;
  dark: boolean;
  muted: string;
}) {
  const t = useMessages('zipAnswer', zipAnswer);
  const { coverage } = data;
  if (coverage.basis !== 'coverage') return null;
  return (
    <div className="mt-2">
      <h4 className={`text-xs font-semibold tracking-wide uppercase ${muted}`}>
        {t.reported(data.zip)}
        {coverage.sample ? t.sample : ''}
      </h4>
      {coverage.providers.length === 0 ? (
        <p className="mt-1 text-sm">{t.noService}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {coverage.providers.map((p) => (
            <CoverageLine key={`${p.frn}-${p.name}`} provider={p} dark={dark} muted={muted} />
          ))}
        </ul>
      )}
      <Link
        to={`/plans?zip=${data.zip}`}
        className={`mt-2 inline-block text-sm font-semibold underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}
      >
        {t.plansAt(data.zip)}
      </Link>
      <p className={`mt-1 text-xs ${muted}`}>
        {coverage.sample ? t.sampleNote : ''}
        {t.source(coverage.asOf ? asOfText(coverage.asOf, t.locale) : null)}
      </p>
    </div>
  );
}

function CoverageLine({
  provider: p,
  dark,
  muted,
}: {
  provider: CoverageProvider;
  dark: boolean;
  muted: string;
}) {
  const t = useMessages('zipAnswer', zipAnswer);
  const name = p.path ? (
    <Link
      to={p.path}
      className={`font-medium underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}
    >
      {p.name}
    </Link>
  ) : (
    <span className="font-medium">{p.name}</span>
  );
  return (
    <li>
      {name}
      <span className={`block text-xs ${muted}`}>
        {t.coverageLine(
          // Two technologies may have one name in a language (satellite, GSO and NGSO): said once.
          [...new Set(p.technologies.map((x) => t.technology(x.type, x.label)))].join(', '),
          mbps(p.maxDownloadMbps, t.locale),
          mbps(p.maxUploadMbps, t.locale),
          percent(p.share),
        )}
      </span>
    </li>
  );
}

function ProviderLinks({ providers, dark }: { providers: AvailableProvider[]; dark: boolean }) {
  const t = useMessages('zipAnswer', zipAnswer);
  if (providers.length === 0) return <p className="mt-1 text-sm">{t.noneListed}</p>;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {providers.map((p) => (
        <li key={p.slug}>
          <Link
            to={p.path}
            className={`font-medium underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}
          >
            {p.name}
            {p.coverage === 'check-address' ? '*' : ''}
          </Link>
        </li>
      ))}
    </ul>
  );
}
