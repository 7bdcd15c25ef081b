import { expect, type APIRequestContext } from '@playwright/test';

/** PASSWORD is the password every e2e account starts with. */
export const PASSWORD = 'correct-horse-42';

/** uniqueEmail is a fresh address for one scenario. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * mailedLink waits for the newest e-mail to `to` that holds a link to `path` and returns that link's
 * path and query, so it opens on the server under test.
 */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mail');
        expect(res.ok()).toBeTruthy();
        const mails = (await res.json()) as Mail[];
        for (const mail of mails) {
          if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
          const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path}\\?token=[^\\s]+)`));
          if (match) {
            link = match[1];
            return link;
          }
        }
        return '';
      },
      { message: `an e-mail to ${to} with a link to ${path}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

/** signUpViaApi creates an account through the API; with a page's request it also signs that page in. */
export async function signUpViaApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/auth/signup', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { token: string; profile: { userId: number; email: string; language: string } };
}
