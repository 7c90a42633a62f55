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
  route('terms-conditions', 'routes/terms-conditions.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('privacy-choices', 'routes/privacy-choices.tsx'),
  route('privacy-choices/confirm', 'routes/privacy-choices-confirm.tsx'),
  // The operator console: client-rendered (not in the prerender list), its code split per route. The
  // console's frame holds the open pages (sign-in, enrollment, sign-out) and the signed-in layout,
  // whose clientMiddleware finds the operator for every page below it.
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      route('sign-in', 'routes/admin/sign-in.tsx'),
      route('enroll', 'routes/admin/enroll.tsx'),
      route('sign-out', 'routes/admin/sign-out.tsx'),
      layout('routes/admin/signed-in.tsx', [
        index('routes/admin/inbox.tsx'),
        route('leads/:id', 'routes/admin/lead.tsx'),
        route('operators', 'routes/admin/operators.tsx'),
        route('audit', 'routes/admin/audit.tsx'),
        route('outbox', 'routes/admin/outbox.tsx'),
        route('data', 'routes/admin/data.tsx'),
        route('privacy-requests', 'routes/admin/privacy-requests.tsx'),
        route('reports', 'routes/admin/reports.tsx'),
        // Any other console path: "not found" in the console, not the public site's redirect home.
        route('*', 'routes/admin/not-found.tsx'),
      ]),
    ]),
  ]),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
