import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AnimatedOutlet } from './animated-outlet.tsx';

afterEach(cleanup);

function Layout() {
  return <AnimatedOutlet transitionKey={useLocation().pathname} />;
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', element: <p>Eerste pagina</p> },
          { path: '/tweede', element: <p>Tweede pagina</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The classes of the view around a page's text: the outlet's own element. */
const viewClasses = (text: string) => screen.getByText(text).parentElement?.className.split(' ') ?? [];

describe('the page transition', () => {
  it('shows the first page at once: no fade-in from opacity 0 (the largest contentful paint would miss it)', () => {
    renderRouter();
    expect(viewClasses('Eerste pagina')).not.toContain('page-enter-active');
  });

  it('fades in every page after a navigation', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/tweede'));
    await screen.findByText('Tweede pagina');
    expect(viewClasses('Tweede pagina')).toContain('page-enter-active');
    await act(() => router.navigate('/'));
    await screen.findByText('Eerste pagina');
    expect(viewClasses('Eerste pagina')).toContain('page-enter-active');
  });
});
