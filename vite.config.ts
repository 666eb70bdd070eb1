import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devOnlyResponseChecks } from './scripts/vite-dev-checks.ts';
import { socialIcons } from './scripts/vite-social-icons.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), socialIcons(), devOnlyResponseChecks()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser preloads modules itself. The page's own entry keeps its preloads;
    // lazy routes load their shared pieces when they run, which keeps the per-route lists of
    // file names out of the JavaScript every page loads (docs/performance-history.md, browser
    // budgets). Except the public profile, the page shared links open: its pieces load beside its
    // code, one round trip less.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)public-profile-page-[^/]*\.js$/.test(file) ? deps : [],
    },
    // Small files are inlined (game cards flip without a request), except the shell's own pictures:
    // inlined, the error picture would be JavaScript every page loads.
    assetsInlineLimit: (file, content) => !file.includes('/src/web/app/') && content.length < 2048,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/content-assets': 'http://localhost:3000' },
  },
});
