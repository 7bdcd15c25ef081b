import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
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
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const found = violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
    );
    expect.soft(found, `accessibility of ${prefix} ${name}`).toEqual([]);
  };
}
