import {
  aboutBanner,
  aboutSections,
  achievements,
  mission,
  story,
  team,
  whatWeDo,
} from '../../content/about.ts';
import { aboutText } from '../../content/page-text.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { AchievementCounters } from '../components/achievement-counters';
import { Banner } from '../components/banner';
import { Icon } from '../components/icons';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { SectionHeading } from '../components/section-heading';
import { CardGrid, ServiceCardGrid } from '../components/service-card';
import { TeamCard } from '../components/team-card';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = () => pageMeta({ ...aboutText, path: '/about-us' });

/** Best providers: the first few of each category, one tile per brand. */
const bestProviders = [
  ...providerTiles('tv', tvProviders.slice(0, 4), () => 'TV'),
  ...providerTiles(
    'internet',
    internetProviders.filter((p) => !tvProviders.some((t) => t.name === p.name)).slice(0, 4),
    () => 'Internet',
  ),
  ...providerTiles('streaming', streamingProviders.slice(0, 4), () => 'Streaming'),
];

export default function Screen() {
  return (
    <>
      <Banner
        eyebrow="About us"
        {...aboutBanner}
        button={{ label: aboutBanner.buttonLabel, to: '/contact-us' }}
      />

      <PageSection {...aboutSections.whatWeDo}>
        <ServiceCardGrid cards={whatWeDo} />
      </PageSection>

      <section aria-label="Our story and mission" className="bg-slate-50">
        <div className="container-page section grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div id="story">
            <SectionHeading eyebrow="Since 2016" title={story.title} />
            {story.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <div id="mission" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10">
            <SectionHeading eyebrow="What drives us" title={mission.title} />
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{mission.text}</p>
            <ul className="mt-6 space-y-3">
              {mission.points.map((point) => (
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

      <PageSection {...aboutSections.achievements}>
        <AchievementCounters items={achievements} />
      </PageSection>

      <PageSection {...aboutSections.team}>
        <CardGrid
          items={team}
          className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-6"
          card={(member) => <TeamCard member={member} />}
        />
      </PageSection>

      <PageSection {...aboutSections.bestProviders}>
        <ProviderLogoGrid providers={bestProviders} label="Best providers" />
      </PageSection>
    </>
  );
}
