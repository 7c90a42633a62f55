import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

// The route table (docs/routes.md). The prerender list comes from content/pages.ts.
export default [
  // Every public page in English and in Spanish under /es/ (decision 088): one route with an
  // optional `es` segment, its language read from the path (app/i18n/i18n.ts), so a page's two
  // versions are one entry of the route manifest every page loads. Which pages are prerendered in
  // Spanish: content/page-paths.ts, hasSpanishVersion.
  route('es?', 'routes/home.tsx'),
  route('home', 'routes/home-redirect.tsx'),
  route('es?/service/tv', 'routes/tv-listing.tsx'),
  route('es?/service/tv/provider-detail/:provider', 'routes/tv-provider.tsx'),
  route('es?/service/internet', 'routes/internet-listing.tsx'),
  route('es?/service/internet/provider-detail/:provider?', 'routes/internet-detail.tsx'),
  route('es?/service/streaming', 'routes/streaming-listing.tsx'),
  route('es?/service/streaming/provider-detail/:provider?', 'routes/streaming-detail.tsx'),
  route('es?/plans', 'routes/plans.tsx'),
  route('es?/speed-calculator', 'routes/speed-calculator.tsx'),
  route('es?/about-us', 'routes/about-us.tsx'),
  route('es?/contact-us', 'routes/contact-us.tsx'),
  route('es?/terms-conditions', 'routes/terms-conditions.tsx'),
  route('es?/sitemap', 'routes/sitemap.tsx'),
  route('es?/privacy-policy', 'routes/privacy-policy.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('es?/privacy-choices', 'routes/privacy-choices.tsx'),
  route('es?/privacy-choices/confirm', 'routes/privacy-choices-confirm.tsx'),
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
        // The site's content (issue 38): editors and admins. A document's key may hold a slash
        // (`internet/xfinity`), so it is the path's tail.
        route('content', 'console/content.tsx'),
        route('content/:kind/:language/*', 'console/content-document.tsx'),
        // Any other console path: "not found" in the console, not the public site's redirect home.
        route('*', 'console/not-found.tsx'),
      ]),
    ]),
  ]),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
