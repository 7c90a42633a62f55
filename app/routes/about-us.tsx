import { aboutBanner, aboutSections, teamPortraits } from '../../content/about.ts';
import { categoryCards } from '../../content/base/blocks.ts';
import type { ProviderLists } from '../../content/providers/lists.ts';
import { AchievementCounters } from '../components/achievement-counters';
import { Banner } from '../components/banner';
import { Icon } from '../components/icons';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { RichText } from '../components/rich-text';
import { SectionHeading } from '../components/section-heading';
import { CardGrid, ServiceCardGrid } from '../components/service-card';
import { TeamCard } from '../components/team-card';
import { aboutPage } from '../i18n/about-page';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { aboutLoader } from '../lib/page-copy';
import { useProviders } from '../lib/providers';
import type { Route } from './+types/about-us';

// The page in English at /about-us and in Spanish at /es/about-us (routes.ts).
export const meta: Route.MetaFunction = localizedMeta('aboutPage', aboutPage, '/about-us', (t) => t);

/** Best providers: the first few of each category, one tile per brand (as published). */
const bestProviders = ({ tv, internet, streaming }: ProviderLists) => [
  ...providerTiles('tv', tv.slice(0, 4), () => 'TV'),
  ...providerTiles(
    'internet',
    internet.filter((p) => !tv.some((t) => t.name === p.name)).slice(0, 4),
    () => 'Internet',
  ),
  ...providerTiles('streaming', streaming.slice(0, 4), () => 'Streaming'),
];

/** The editors' copy of the page in its language (app/lib/page-copy.ts). */
export const loader = aboutLoader;

export default function Screen({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('aboutPage', aboutPage);
  const language = useLanguage();
  const providers = useProviders();
  const { sections } = copy;
  const whatWeDo = categoryCards(copy.whatWeDo).map((card) =>
    card.link ? { ...card, link: { ...card.link, to: localizedPath(card.link.to, language) } } : card,
  );
  return (
    <>
      <Banner
        eyebrow={t.banner.eyebrow}
        {...aboutBanner}
        title={copy.banner.title}
        subTitle={copy.banner.subTitle}
        button={{ label: t.banner.button, to: localizedPath('/contact-us', language) }}
      />

      <PageSection {...aboutSections.whatWeDo} {...sections.whatWeDo}>
        <ServiceCardGrid cards={whatWeDo} />
      </PageSection>

      <section aria-label={t.storyAndMission} className="bg-slate-50">
        <div className="container-page section grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div id="story">
            <SectionHeading {...sections.story} />
            <RichText
              paragraphs={copy.story}
              paragraphClassName="mt-4 text-lg leading-relaxed text-slate-700"
            />
          </div>
          <div id="mission" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
            <SectionHeading {...sections.mission} />
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{copy.mission.text}</p>
            <ul className="mt-6 space-y-3">
              {copy.mission.points.map((point) => (
                <li key={point} className="flex items-center gap-3 font-medium text-ink">
                  <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon name="check" className="size-4" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection {...aboutSections.achievements} {...sections.achievements}>
        <AchievementCounters items={copy.achievements} />
      </PageSection>

      <PageSection {...aboutSections.team} {...sections.team}>
        <CardGrid
          items={copy.team.map((m, i) => ({
            iconUrl: teamPortraits[i] ?? '',
            serviceHeading: m.name,
            serviceDescription: m.role,
          }))}
          className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-6"
          card={(member) => <TeamCard member={member} />}
        />
      </PageSection>

      <PageSection {...aboutSections.bestProviders} {...sections.bestProviders}>
        <ProviderLogoGrid providers={bestProviders(providers)} label={t.bestProvidersLabel} />
      </PageSection>
    </>
  );
}
