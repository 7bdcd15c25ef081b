import { expect, test as base } from '@playwright/test';

/**
 * test fails a scenario on any uncaught page error or console error (a CSP violation, a React warning),
 * except the browser's own note about an HTTP error status, which the scenarios cause on purpose.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        problems.push(`console: ${msg.text()}`);
    });
    await use(page);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

export { expect };
