import type {
  InternetProvider,
  ServiceCategory,
  StreamingProvider,
  TvProvider,
} from '../../contracts/content.ts';
import { internetProviders } from './internet.ts';
import { streamingProviders } from './streaming.ts';
import { tvProviders } from './tv.ts';

// Every service's providers as one value: the code's (the seed of the editors' provider documents,
// content/providers/directory.ts) and the type of the lists a page shows as published. Light enough
// for the browser: the pages' menus and tiles read it (app/lib/providers.ts).

/** Each service's provider as the site lists it. */
export type ProviderOf = { internet: InternetProvider; tv: TvProvider; streaming: StreamingProvider };

/** Every service's providers, in the order the site lists them. */
export type ProviderLists = { [S in ServiceCategory]: readonly ProviderOf[S][] };

/** The providers of content/providers/: the site's lists while nothing of them is published. */
export const codeProviders: ProviderLists = {
  internet: internetProviders,
  tv: tvProviders,
  streaming: streamingProviders,
};

/** What the pages show of each service's provider (no states: the ZIP code answer is the server's). */
export const providerFields: { [S in ServiceCategory]: readonly (keyof ProviderOf[S])[] } = {
  internet: ['slug', 'name', 'type'],
  tv: ['slug', 'name', 'tvType', 'maxChannels', 'availability'],
  streaming: ['slug', 'name', 'kind'],
};
