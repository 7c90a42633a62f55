import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteUrlFrom } from './contracts/transport.ts';

// SITE_URL (default: the local origin on PORT) is baked into canonical URLs and Open Graph tags.
const siteUrl = siteUrlFrom(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: { assetsInlineLimit: 0 },
});
