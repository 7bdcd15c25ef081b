import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * localeParts serves each language's strings (src/locales/<language>.json) in two parts,
 * `virtual:locale/<language>/entry` and `virtual:locale/<language>/rest`. In the app's build, entry holds only the
 * keys that the roots (the app's start, the entry screens, and the lazy parts they load without a later screen)
 * and the modules they import statically name in their code; rest holds the others, loaded with the first other
 * screen (src/i18n.ts, allStrings). Elsewhere (dev server, tests, prerender) entry is the whole file and rest empty.
 * At the end of the build, every key literal in the bundler's own static closures (options.closures) must be in entry.
 */
export function localeParts(options: {
  split: boolean;
  roots: string[];
  closures: () => Map<string, Set<string>>;
}): Plugin {
  const src = path.resolve('src');
  const parts = new Map<string, { entry: Tree; rest: Tree }>();
  let keys: Keys | undefined;
  const partsOf = (language: string) => {
    let p = parts.get(language);
    if (!p) {
      const all = JSON.parse(readFileSync(path.join(src, 'locales', `${language}.json`), 'utf8')) as Tree;
      keys ??= options.split
        ? keysNamed(
            options.roots.map((r) => path.resolve(r)),
            src,
            Object.keys(all),
          )
        : undefined;
      p = keys ? splitTree(all, keys) : { entry: all, rest: {} };
      parts.set(language, p);
    }
    return p;
  };
  return {
    name: 'ridepost:locale-parts',
    resolveId: (id) => (/^virtual:locale\/[a-z]{2}\/(entry|rest)$/.test(id) ? `\0${id}` : undefined),
    load(id) {
      const m = /^\0virtual:locale\/([a-z]{2})\/(entry|rest)$/.exec(id);
      if (!m) return undefined;
      this.addWatchFile(path.join(src, 'locales', `${m[1]}.json`));
      const part = partsOf(m[1])[m[2] as 'entry' | 'rest'];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
    buildEnd() {
      if (!keys) return;
      const groups = new Set(Object.keys(partsOf('en').entry).concat(Object.keys(partsOf('en').rest)));
      const missing = new Set<string>();
      for (const [name, ids] of options.closures()) {
        for (const id of ids) {
          const found = keysIn(this.getModuleInfo(id)?.code ?? '', groups);
          for (const key of found.exact) if (!covered(key, keys)) missing.add(`${key} (${name})`);
          for (const prefix of found.prefixes) if (!keys.prefixes.has(prefix)) missing.add(`${prefix}… (${name})`);
        }
      }
      if (missing.size) this.error(`locale-parts: first screens use keys not in the entry strings: ${[...missing]}`);
    },
  };
}

type Tree = { [key: string]: Tree | string };
type Keys = { exact: Set<string>; prefixes: Set<string> };

// A string or template literal that starts with a group's name and a dot: a key ('rides.title') when it ends
// there, a key's beginning when a ${…} follows (`rides.status.${status}`).
const literal = /(['"`])([a-zA-Z]+\.[A-Za-z0-9_.]*)(\1|\$\{)?/g;

function keysIn(code: string, groups: Set<string>): Keys {
  const found: Keys = { exact: new Set(), prefixes: new Set() };
  for (const [, , text, end] of code.matchAll(literal)) {
    if (!groups.has(text.slice(0, text.indexOf('.'))) || !end) continue;
    (end === '${' ? found.prefixes : found.exact).add(text);
  }
  return found;
}

// covered says whether entry holds key: the key is named itself, or begins with a named beginning.
const covered = (key: string, keys: Keys) =>
  keys.exact.has(key) || [...keys.prefixes].some((prefix) => key.startsWith(prefix));

// wanted says whether a leaf goes to entry: a named key, its plurals and contexts (key_one), what lies under it
// (a named 'parcels.size' used as `${size}.small`), or a leaf under a named beginning.
const wanted = (leaf: string, keys: Keys) =>
  [...keys.prefixes].some((prefix) => leaf.startsWith(prefix)) ||
  [...keys.exact].some((key) => leaf === key || leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}_`));

function splitTree(all: Tree, keys: Keys): { entry: Tree; rest: Tree } {
  const entry: Tree = {};
  const rest: Tree = {};
  const put = (tree: Tree, parts: string[], value: string) => {
    let node = tree;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Tree;
    node[parts[parts.length - 1]] = value;
  };
  const walk = (node: Tree, trail: string[]) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v !== 'string') walk(v, [...trail, k]);
      else put(wanted([...trail, k].join('.'), keys) ? entry : rest, [...trail, k], v);
    }
  };
  walk(all, []);
  return { entry, rest };
}

// staticImport finds a module's static imports and re-exports (not `import type`, not import()).
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

// resolve finds the source file a specifier names, or nothing for a package or a stylesheet.
function resolve(spec: string, from: string, src: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

// keysNamed reads the roots and what they import statically, and collects the keys their code names.
function keysNamed(roots: string[], src: string, groupList: string[]): Keys {
  const groups = new Set(groupList);
  const keys: Keys = { exact: new Set(), prefixes: new Set() };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${path.sep}locales${path.sep}`)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const found = keysIn(code, groups);
    found.exact.forEach((k) => keys.exact.add(k));
    found.prefixes.forEach((k) => keys.prefixes.add(k));
    for (const [, spec] of code.matchAll(staticImport)) {
      const next = resolve(spec, file, src);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return keys;
}
