// Draws the signed-out entry screens into their pages (dist/pages/<screen>.<language>.html, written by vite.config's
// entryPages), so that a phone paints the screen from the HTML before any script has arrived; the app hydrates it
// (src/main.tsx). It runs after `vite build` and `vite build --ssr src/prerender.tsx`, which wrote dist-ssr/.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

// The screens a signed-out visitor arrives on, by page name, and their path.
const SCREENS = {
  home: '/',
  signin: '/signin',
  signup: '/signup',
  'available-drivers': '/available-drivers',
  'available-parcels': '/available-parcels',
};
const LANGUAGES = ['en', 'uk'];
const ROOT = '<div id="root"></div>';

const { render } = await import(new URL('../dist-ssr/prerender.js', import.meta.url).href);
for (const [name, path] of Object.entries(SCREENS)) {
  for (const language of LANGUAGES) {
    const file = new URL(`../dist/pages/${name}.${language}.html`, import.meta.url);
    const page = readFileSync(file, 'utf8');
    if (!page.includes(ROOT)) throw new Error(`prerender: ${file.pathname} has no empty root`);
    const html = page.replace(
      ROOT,
      `<div id="root" data-prerendered="${language}">${await render(path, language)}</div>`,
    );
    writeFileSync(file, html);
    // The server sends the build's .br and .gz as they are: write them again.
    writeFileSync(
      `${file.pathname}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file.pathname}.gz`, gzipSync(html, { level: 9 }));
  }
}
rmSync(new URL('../dist-ssr', import.meta.url), { recursive: true, force: true });
