import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/i18n';
import { mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

describe('the profile language', () => {
  beforeEach(resetStores);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('wins over the stored choice once the session is restored', async () => {
    localStorage.setItem('i18nextLng', 'en');
    mockFetch({
      'GET /auth/session': { status: 200, body: { token: 't', profile: { ...testProfile, language: 'uk' } } },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Привіт, Olena!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Надіслати посилку' })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
  });
});
