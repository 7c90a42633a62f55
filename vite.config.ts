import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteUrlFrom } from './contracts/transport.ts';

// SITE_URL (default: the local origin on PORT) is baked into canonical URLs and Open Graph tags.
const siteUrl = siteUrlFrom(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React Router in one chunk. Left to itself the bundler splits its modules by which routes
        // import them, and the console (which uses the data APIs the public pages do not: fetchers,
        // forms, middleware) cut the public pages' share into four chunks, 1.5 KB more gzip for
        // every page (decision 035). One chunk costs the public pages less than before.
        codeSplitting: { groups: [{ name: 'router', test: /node_modules[\\/]react-router[\\/]/ }] },
      },
    },
  },
});
