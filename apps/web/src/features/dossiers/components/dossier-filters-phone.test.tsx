import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../lib/list-params.ts';
import { DossierFiltersPanel } from './dossier-filters.tsx';

vi.mock('../api/use-dossier.ts', () => ({
  useAssignableMembers: () => ({ members: [], assignable: [], available: false }),
}));

/** A screen whose width the test sets: `md` (768 px) and up is wide, as `useWideScreen` asks it. */
const screenWidth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { wide: false };
  return {
    state,
    listeners,
    set(wide: boolean) {
      state.wide = wide;
      for (const listener of listeners) listener();
    },
  };
});

beforeAll(() => {
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return screenWidth.state.wide;
    },
    addEventListener: (_type: string, listener: () => void) => screenWidth.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => screenWidth.listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  screenWidth.state.wide = false;
});

const fieldsOf = () => {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
};

describe('DossierFiltersPanel on a phone', () => {
  it('renders no fields while folded, and all of them once unfolded', () => {
    render(<DossierFiltersPanel filters={EMPTY_FILTERS} onChange={() => {}} />);
    expect(fieldsOf().childElementCount).toBe(0);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Termijn loopt af' })).toBeTruthy();
    expect(fieldsOf().childElementCount).toBeGreaterThan(0);
  });

  it('renders the fields unfolded when a filter is on, and always on a wide screen', () => {
    render(<DossierFiltersPanel filters={{ ...EMPTY_FILTERS, type: 'burial' }} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Soort' })).toBeTruthy();
    cleanup();

    render(<DossierFiltersPanel filters={EMPTY_FILTERS} onChange={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    act(() => screenWidth.set(true));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    act(() => screenWidth.set(false));
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });
});
