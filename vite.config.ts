import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// SITE_URL is baked into canonical URLs and Open Graph tags of the prerendered pages.
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: { assetsInlineLimit: 0 },
});
