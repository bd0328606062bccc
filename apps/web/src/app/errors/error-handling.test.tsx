import { messages } from '@afscheid/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { describeRouteError } from './describe-error.ts';
import { ErrorPageBoundary } from './error-page-boundary.tsx';

afterEach(cleanup);

/** What a loader's `throw data(…)` becomes once the router has caught it. */
async function routeError(body: unknown, status: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw data(body, { status });
      },
    },
  ]);
  await router.initialize();
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const error = Object.values(router.state.errors ?? {})[0];
  router.dispose();
  return error;
}

describe('describeRouteError', () => {
  it('keeps the status and message of a route error', async () => {
    expect(describeRouteError(await routeError({ message: 'Onbekende middleware: x' }, 500))).toEqual({
      status: 500,
      message: 'Onbekende middleware: x',
    });
    expect(describeRouteError(await routeError(null, 404))).toEqual({ status: 404, message: messages.errors.pageNotFound });
    expect(describeRouteError(await routeError(null, 403))).toEqual({ status: 403, message: 'Je hebt geen toegang tot deze pagina' });
  });

  it('passes on an API error with its reference; anything without a status is a 500', () => {
    expect(describeRouteError(new ApiError(500, 'Mis', { reference: 'REF-9' }))).toEqual({
      status: 500,
      message: 'Mis',
      reference: 'REF-9',
    });
    expect(describeRouteError(new ApiError(0, 'Geen verbinding'))).toMatchObject({ status: 500 });
    expect(describeRouteError(new Error('boem'))).toMatchObject({ status: 500 });
  });
});

describe('ErrorPageBoundary', () => {
  it('shows the fallback text with a link home when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('foutpagina kapot');
    }
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(messages.errors.errorPageFailed);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
