import type { DossierData } from '@afscheid/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionNav, SectionPicker } from './section-nav.tsx';

afterEach(cleanup);

const dossier = {
  id: 'd1',
  sections: [
    { key: 'deceased', label: 'Overledene', filled: true },
    { key: 'client', label: 'Opdrachtgever', filled: false },
    { key: 'cremation', label: 'Crematie', filled: true },
  ],
} as unknown as DossierData;

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/dossiers/:id/*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SectionNav', () => {
  it('lists every section, the open one current, each said to be filled in or empty', () => {
    renderAt('/dossiers/d1/client', <SectionNav dossier={dossier} />);
    const nav = screen.getByRole('navigation', { name: 'Onderdelen van het dossier' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overledene✓(ingevuld)',
      'Opdrachtgever(nog leeg)',
      'Crematie✓(ingevuld)',
    ]);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
  });
});

describe('SectionPicker (phone)', () => {
  it('names the open section and how many are filled in, and unfolds the links on request', () => {
    const router = renderAt('/dossiers/d1/client', <SectionPicker dossier={dossier} />);
    const toggle = screen.getByRole('button', { name: /Onderdeel: Opdrachtgever/ });
    expect(toggle.textContent).toContain('2 van 3 ingevuld');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded: the links are not there for anyone.
    expect(screen.queryByRole('link', { name: /Crematie/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: /Crematie/ }));
    expect(router.state.location.pathname).toBe('/dossiers/d1/cremation');
    expect(screen.getByRole('button', { name: /Onderdeel: Crematie/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('asks to choose a section on a tab that is not a section, and folds when the page changes', async () => {
    const router = renderAt('/dossiers/d1/notes', <SectionPicker dossier={dossier} />);
    const toggle = screen.getByRole('button', { name: /Kies een onderdeel/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(() => router.navigate('/dossiers/d1/deceased'));
    expect(screen.getByRole('button', { name: /Onderdeel: Overledene/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
