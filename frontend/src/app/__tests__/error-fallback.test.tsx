import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import '@/i18n';

import { ErrorFallback } from '../error-fallback';

function Boom(): never {
  throw new Error('Cannot read the parcel');
}

describe('error fallback', () => {
  it('replaces a screen that throws with "Unexpected Application Error!" and the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorFallback /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the parcel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the status of an error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>loading</p>,
        errorElement: <ErrorFallback />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
