import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

import { localeParts } from './scripts/locale-parts.ts';
import { regionOutlines } from './scripts/region-outlines.ts';

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

/**
 * The screens people arrive on, by their path's first segment ('' for /), and the module of each.
 * entryPages writes, for each of them and each language, an index.html that also preloads the screen's chunks
 * (and its CSS) and the language's bundle, so that they load beside the app's own code instead of one round trip
 * after it; `app.<language>.html` preloads only the language, for every other path. The Go server picks the page
 * by the path and the language cookie (server/handlers/spa.go).
 */
const ENTRY_PAGES: Record<string, string> = {
  // Drawn pages go to signed-out visitors only (server/handlers/spa.go): their home is the public search.
  home: 'src/app/routes/public-home.tsx',
  signin: 'src/app/routes/auth/sign-in.tsx',
  signup: 'src/app/routes/auth/sign-up.tsx',
  'available-drivers': 'src/app/routes/available/available-drivers.tsx',
  'available-parcels': 'src/app/routes/available/available-parcels.tsx',
};
const LANGUAGES = ['en', 'uk'];

function entryPages(): Plugin {
  return {
    name: 'ridepost:entry-pages',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      // The drawn screens' first script (src/early.ts), its own small file: it keeps what is typed and pressed
      // there until the app has taken the screen over.
      this.emitFile({ type: 'chunk', id: 'src/early.ts', name: 'early' });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const chunkOf = (module: string) => {
        const chunk = chunks.find(
          (c) => c.facadeModuleId?.endsWith(`/${module}`) || c.moduleIds.some((id) => id.endsWith(`/${module}`)),
        );
        if (!chunk) this.error(`entry-pages: no chunk for ${module}`);
        return chunk;
      };
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('entry-pages: index.html is not in the bundle yet');
      const html = String(index.source);
      const preloaded = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
      // What a chunk needs before it runs: itself, its static imports and their CSS, minus what index.html has.
      const closure = (name: string, seen = new Set<string>()) => {
        if (seen.has(name) || preloaded.has(name)) return seen;
        seen.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') chunk.imports.forEach((i) => closure(i, seen));
        return seen;
      };
      const links = (names: Set<string>) => {
        const css = new Set(
          [...names].flatMap((name) => {
            const chunk = bundle[name];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        return [
          ...[...names].map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
          ...[...css].filter((c) => !preloaded.has(c)).map((c) => `<link rel="stylesheet" crossorigin href="/${c}">`),
        ].join('\n    ');
      };
      const early = chunks.find((c) => c.isEntry && c.name === 'early');
      if (!early) this.error('entry-pages: no chunk for src/early.ts');
      // Asked for first and at once: it must run before a person can type, which they can from the paint.
      const earlyScript = `<script type="module" async fetchpriority="high" crossorigin src="/${early.fileName}"></script>`;
      const page = (language: string, extra: Set<string>, drawn = true) =>
        html
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace('<meta charset="UTF-8" />', drawn ? `<meta charset="UTF-8" />\n    ${earlyScript}` : '$&')
          .replace('</head>', `  ${links(extra)}\n  </head>`);
      for (const language of LANGUAGES) {
        const locale = chunkOf(`${language}/entry`).fileName;
        this.emitFile({
          type: 'asset',
          fileName: `pages/app.${language}.html`,
          source: page(language, new Set([locale]), false),
        });
        for (const [name, module] of Object.entries(ENTRY_PAGES)) {
          const names = closure(chunkOf(module).fileName, new Set([locale]));
          this.emitFile({ type: 'asset', fileName: `pages/${name}.${language}.html`, source: page(language, names) });
        }
      }
    },
  };
}

/**
 * What the app's start (src/main.tsx) and each entry screen import statically, by module id, as the build found
 * them: the chunk groups below put each into one chunk (with its CSS), so that a first load asks for a few files
 * instead of one per small module. A module two of them share goes with the start, or the first screen listed.
 */
const staticClosures = new Map<string, Set<string>>();
const CLOSURE_ROOTS = { start: 'src/main.tsx', ...ENTRY_PAGES };

/**
 * The lazy parts an entry screen loads on its own, without a press that opens something new (a laptop's map beside
 * the list, a toast, a date's calendar, the form's checks), or right after signing in (the live updates): their
 * strings go in each language's first part too, with the start's and the entry screens' (scripts/locale-parts.ts).
 */
const STRINGS_ROOTS = [
  ...Object.values(CLOSURE_ROOTS),
  'src/features/route-map/components/route-map-lazy.tsx',
  'src/components/ui/toaster-view.tsx',
  'src/components/ui/calendar-dialog.tsx',
  'src/features/auth/api/credential-schemas.ts',
  'src/app/live-updates.ts',
];
const appModule = /[\\/]src[\\/]|node_modules[\\/](lucide-react|clsx)[\\/]/;
// The icons' index names every icon the app draws anywhere: a closure takes only the icons its modules import.
const iconFiles = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const iconImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** iconsByName maps each icon's export name to its module, from lucide-react's index. */
function iconsByName(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, '');
  const esm = `${index}esm/`;
  const names = new Map<string, string>();
  for (const [, list, file] of readFileSync(`${esm}lucide-react.mjs`, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g,
  )) {
    for (const [, name] of list.matchAll(/default as (\w+)/g)) names.set(name, `${esm}${file}`);
  }
  return names;
}

function entryClosures(): Plugin {
  return {
    name: 'ridepost:entry-closures',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const icons = iconsByName();
      for (const [name, module] of Object.entries(CLOSURE_ROOTS)) {
        const root = ids.find((id) => id.endsWith(`/${module}`));
        const seen = new Set<string>();
        const visit = (id: string, named = false) => {
          if (seen.has(id) || !appModule.test(id) || /[\\/]src[\\/]locales[\\/]/.test(id)) return;
          if (iconFiles.test(id) && !named) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          info?.importedIds.forEach((next) => visit(next));
          for (const [, list] of (info?.code ?? '').matchAll(iconImport)) {
            for (const icon of list.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
              const file = icons.get(icon);
              if (file) visit(file, true);
            }
          }
        };
        if (root) visit(root);
        staticClosures.set(name, seen);
      }
    },
  };
}

/**
 * closureGroups put staticClosures into chunks: the start's in one, and each other module with the others that the
 * same screens use (sign-in's own, sign-in's and sign-up's, the home's and the lists', …). Only the listed modules:
 * the libraries stay in vendor, and a screen's lazy parts stay lazy.
 */
const closureGroups = () => [
  {
    name: (id: string) => {
      if (staticClosures.get('start')?.has(id)) return 'start';
      const users = Object.keys(ENTRY_PAGES).filter((name) => staticClosures.get(name)?.has(id));
      if (users.length === Object.keys(ENTRY_PAGES).length) return 'entry-screens';
      return users.length ? `${users.map((name) => name.replace('available-', '')).join('+')}-screen` : null;
    },
    includeDependenciesRecursively: false,
  },
];

/**
 * compressed writes a .gz and a .br (both at their best level) beside every text file of dist, public/ files
 * included, kept only when smaller: the Go server sends them as they are (server/handlers/spa.go).
 */
const compressed = () =>
  compression({
    include: /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/,
    algorithms: ['gzip', 'brotliCompress'],
    skipIfLargerOrEqual: true,
  });

/** SSR_OUT is where `vite build --ssr` writes the prerender's code, for scripts/prerender.mjs only. */
const SSR_OUT = 'dist-ssr';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // The route map's country outlines, cropped from Natural Earth when its chunk is built.
    regionOutlines(),
    // The prerender's build is code for Node: no pages, no service worker list, nothing to compress.
    ...(isSsrBuild ? [] : [entryClosures(), swAssets(), entryPages(), compressed()]),
    // Each language's strings in two parts, checked against entryClosures' findings at the end of the build.
    localeParts({ split: command === 'build' && !isSsrBuild, roots: STRINGS_ROOTS, closures: () => staticClosures }),
    // `npm run analyze` writes where the bytes of each chunk come from (brotli sizes) to bundle-report.html.
    process.env.ANALYZE
      ? visualizer({
          filename: process.env.ANALYZE === 'json' ? 'bundle-report.json' : 'bundle-report.html',
          template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
          brotliSize: true,
        })
      : undefined,
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
    outDir: isSsrBuild ? SSR_OUT : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    // Keep every asset a file so the strict CSP never needs inline data for scripts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The framework every screen needs, as one long-cached chunk; form and phone libraries stay with
        // the screens that use them, and toasts come with the first one (src/lib/toast.ts).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              priority: 1,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|i18next-resources-to-backend|zustand|use-sync-external-store)[\\/]/,
            },
            // Each language's two parts of its strings (scripts/locale-parts.ts), named for what they are.
            {
              name: (id: string) => /^\0virtual:locale\/(\w+)\/(\w+)$/.exec(id)?.slice(1).join('-') ?? null,
              priority: 2,
            },
            ...(isSsrBuild ? [] : closureGroups()),
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
}));
