// The public site's category and provider paths, from the route table through React Router's typed
// href() (a path that is not a route does not compile). The floor of content/: the provider modules
// and the page list both build on it, and it imports neither.
import { href } from 'react-router';
import type { ServiceCategory } from '../../contracts/content.ts';

export const categoryPaths: Record<ServiceCategory, string> = {
  tv: href('/service/tv'),
  internet: href('/service/internet'),
  streaming: href('/service/streaming'),
};

export const categoryLabels: Record<ServiceCategory, string> = {
  tv: 'TV',
  internet: 'Internet',
  streaming: 'Streaming',
};

export const providerPath = {
  tv: (provider: string) => href('/service/tv/provider-detail/:provider', { provider }),
  internet: (provider: string) => href('/service/internet/provider-detail/:provider?', { provider }),
  streaming: (provider: string) => href('/service/streaming/provider-detail/:provider?', { provider }),
} as const;

export const genericDetailPath = {
  internet: href('/service/internet/provider-detail/:provider?'),
  streaming: href('/service/streaming/provider-detail/:provider?'),
} as const;
