import { createHash } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The Go server; `npm run dev` proxies every server route to it.
const server = 'http://127.0.0.1:8080';

/**
 * swAssets writes /sw-assets.js for the service worker (public/sw.js): the build's version and every file under
 * /assets/ it keeps for offline starts (not the .woff fonts, which only browsers without .woff2 load). It runs with
 * the post plugins, once index.html and the CSS are in the bundle and before their .gz and .br are made.
 */
function swAssets(): Plugin {
  return {
    name: 'ridepost:sw-assets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !/\.(map|gz|br|woff)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('sw-assets: index.html is not in the bundle yet');
      const version = createHash('sha256').update(assets.join('\n')).update(index.source).digest('hex').slice(0, 16);
      const source = `self.RIDEPOST_BUILD = ${JSON.stringify({ version, assets })};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw-assets.js', source });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    swAssets(),
    // A .gz and a .br (both at their best level) beside every text file of dist, public/ files included,
    // kept only when smaller: the Go server sends them as they are (server/spa.go).
    compression({
      include: /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/,
      algorithms: ['gzip', 'brotliCompress'],
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': server,
      '/auth': server,
      '/dev/': server,
      '/healthz': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Keep every asset a file so the strict CSP never needs inline data for scripts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The framework every screen needs, as one long-cached chunk; form and phone libraries stay with
        // the screens that use them.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|i18next-browser-languagedetector|i18next-resources-to-backend|zustand|react-hot-toast|goober|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
