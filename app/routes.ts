import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

// The route table (docs/routes.md). The prerender list comes from content/pages.ts.
export default [
  index('routes/home.tsx'),
  route('home', 'routes/home-redirect.tsx'),
  route('service/tv', 'routes/tv-listing.tsx'),
  route('service/tv/provider-detail/:provider', 'routes/tv-provider.tsx'),
  route('service/internet', 'routes/internet-listing.tsx'),
  route('service/internet/provider-detail/:provider?', 'routes/internet-detail.tsx'),
  route('service/streaming', 'routes/streaming-listing.tsx'),
  route('service/streaming/provider-detail/:provider?', 'routes/streaming-detail.tsx'),
  route('plans', 'routes/plans.tsx'),
  route('speed-calculator', 'routes/speed-calculator.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  // The Spanish pages (content/pages.ts, spanishPaths): the same modules, their language from the path.
  route('es/contact-us', 'routes/contact-us.tsx', { id: 'es/contact-us' }),
  route('es/about-us', 'routes/about-us.tsx', { id: 'es/about-us' }),
  route('es', 'routes/home.tsx', { id: 'es/home' }),
  route('es/terms-conditions', 'routes/terms-conditions.tsx', { id: 'es/terms-conditions' }),
  route('es/privacy-policy', 'routes/privacy-policy.tsx', { id: 'es/privacy-policy' }),
  route('terms-conditions', 'routes/terms-conditions.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('privacy-choices', 'routes/privacy-choices.tsx'),
  route('privacy-choices/confirm', 'routes/privacy-choices-confirm.tsx'),
  route('es/privacy-choices', 'routes/privacy-choices.tsx', { id: 'es/privacy-choices' }),
  route('es/privacy-choices/confirm', 'routes/privacy-choices-confirm.tsx', {
    id: 'es/privacy-choices/confirm',
  }),
  // The provider-detail pages in Spanish (content/pages.ts, spanishProviderPages).
  route('es/service/tv/provider-detail/:provider', 'routes/tv-provider.tsx', {
    id: 'es/service/tv/provider-detail',
  }),
  route('es/service/internet/provider-detail/:provider?', 'routes/internet-detail.tsx', {
    id: 'es/service/internet/provider-detail',
  }),
  route('es/service/streaming/provider-detail/:provider?', 'routes/streaming-detail.tsx', {
    id: 'es/service/streaming/provider-detail',
  }),
  // The operator console: client-rendered (not in the prerender list), its code split per route. The
  // console's frame holds the open pages (sign-in, enrollment, sign-out) and the signed-in layout,
  // whose clientMiddleware finds the operator for every page below it.
  ...prefix('admin', [
    layout('console/layout.tsx', [
      route('sign-in', 'console/sign-in.tsx'),
      route('enroll', 'console/enroll.tsx'),
      route('sign-out', 'console/sign-out.tsx'),
      layout('console/signed-in.tsx', [
        index('console/inbox.tsx'),
        route('leads/:id', 'console/lead.tsx'),
        route('operators', 'console/operators.tsx'),
        route('audit', 'console/audit.tsx'),
        route('outbox', 'console/outbox.tsx'),
        route('data', 'console/data.tsx'),
        route('privacy-requests', 'console/privacy-requests.tsx'),
        route('reports', 'console/reports.tsx'),
        // Any other console path: "not found" in the console, not the public site's redirect home.
        route('*', 'console/not-found.tsx'),
      ]),
    ]),
  ]),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
