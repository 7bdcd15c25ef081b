import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

// The screenshot specs save a 390×844 picture of every screen, in both languages, for people to look at.
export const SCREENS_DIR = process.env.SCREENS_DIR ?? join(import.meta.dirname, '..', 'test-results', 'screens');

export interface ShotOptions {
  /** full takes the whole page, not only the viewport (default true). */
  full?: boolean;
  /** top scrolls to the top first: a focused error field scrolls, and the sticky header would float. */
  top?: boolean;
}

/**
 * camera numbers and saves the screens of one spec as `<prefix>-NN-<name>.png`. Every shot is also an
 * accessibility check: axe-core's WCAG 2.1 A and AA rules and its best practices (labels, names, roles,
 * contrast, landmarks, heading order…) must all pass on what is on the screen at that moment, so dialogs,
 * errors and both languages are checked as they look.
 */
export function camera(prefix: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  let n = 0;
  return async (page: Page, name: string, { full = true, top = false }: ShotOptions = {}) => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    if (top) await page.evaluate(() => window.scrollTo(0, 0));
    n += 1;
    await page.screenshot({
      path: join(SCREENS_DIR, `${prefix}-${String(n).padStart(2, '0')}-${name}.png`),
      fullPage: full,
      animations: 'disabled',
    });
    const found = (await axeViolations(page)).flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
    );
    expect.soft(found, `accessibility of ${prefix} ${name}`).toEqual([]);
  };
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// The axe-core that @axe-core/playwright would inject.
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axeViolations runs axe-core's AXE_TAGS rules on the whole page, as AxeBuilder.withTags(AXE_TAGS).analyze()
 * would. AxeBuilder injects axe's 500 kB again for every check and opens a blank page to merge the results of
 * cross-origin frames (the app has no frames): over a second a shot on 2 cores, most of each shot. Here axe is
 * injected once per document and run in place.
 */
async function axeViolations(page: Page): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violations }> };
    const { axe } = window as unknown as { axe: Axe };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, AXE_TAGS);
}
