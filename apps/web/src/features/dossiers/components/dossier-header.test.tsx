import { legalWindow, type DossierData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DossierHeader } from './dossier-header.tsx';

/** A cremation dossier of someone who died on Good Friday 2026, nothing planned (the window has passed). */
const dossier = {
  id: 'd1',
  number: '2026-0042',
  type: 'cremation',
  status: 'open',
  deceasedName: 'Johanna Goedhart',
  deceasedFirstNames: 'Johanna',
  deceasedNamePrefix: null,
  deceasedLastName: 'Goedhart',
  deceasedBirthDate: '1940-02-01',
  diedAt: '2026-04-03T08:00:00.000Z',
  funeralAt: null,
  responsible: { id: 'u1', name: 'Ursula Verzorger' },
  executor: null,
  generalNotes: 'Familie wil een besloten plechtigheid.',
  version: 1,
  createdAt: '2026-04-03T09:00:00.000Z',
  createdBy: null,
  updatedAt: '2026-04-03T09:00:00.000Z',
  updatedBy: null,
  deathTimeUnknown: false,
  funeralDate: null,
  legalWindow: { ...legalWindow('2026-04-03T08:00:00.000Z'), exception: null },
  missingDocuments: ['Verlof tot cremeren'],
  allowedTransitions: [],
  sections: [],
  openTasks: 0,
} as unknown as DossierData;

afterEach(cleanup);

describe('DossierHeader, compact above a section or tab', () => {
  it('keeps the name, number, status, key dates, the latest legal day and the legal warning', () => {
    render(<DossierHeader dossier={dossier} readOnly={false} onNotice={() => {}} compact />);
    expect(screen.getByRole('heading', { level: 1, name: 'Johanna Goedhart' })).toBeTruthy();
    expect(screen.getByTestId('dossier-number').textContent).toBe('2026-0042');
    expect(screen.getByText('Lopend')).toBeTruthy();
    expect(screen.getByText('3 april 2026 om 10:00')).toBeTruthy();
    expect(screen.getByText('Uiterlijk volgens de wet')).toBeTruthy();
    expect(screen.getByText('dinsdag 14 april 2026')).toBeTruthy();
    expect(screen.getByText(/De wettelijke termijn is verstreken/)).toBeTruthy();
    // What the overview shows in full stays there.
    expect(screen.queryByText('Nog ontbrekende documenten')).toBeNull();
    expect(screen.queryByText('Familie wil een besloten plechtigheid.')).toBeNull();
  });
});

describe('DossierHeader, the dates', () => {
  it('shows an unknown time of death and a cremation date saved without a time', () => {
    const dated = {
      ...dossier,
      diedAt: '2026-11-21T22:59:00.000Z',
      deathTimeUnknown: true,
      funeralDate: '2026-11-27',
      legalWindow: { ...legalWindow('2026-11-21T22:59:00.000Z'), exception: null },
    } as DossierData;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DossierHeader dossier={dated} readOnly onNotice={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('dossier-died-at').textContent).toContain('21 november 2026, tijd onbekend');
    expect(screen.getByTestId('dossier-funeral-at').textContent).toContain(
      '27 november 2026, tijd nog niet vastgelegd',
    );
    expect(screen.queryByText('Nog niet gepland')).toBeNull();
    // Counted from 23:59: the earliest moment is Monday 23 November at 11:59.
    expect(screen.getByTestId('legal-window').textContent).toContain('Vroegst: 23 november 2026 om 11:59');
  });

  it('says that the equated days of a year without decree are not known yet', () => {
    const later = {
      ...dossier,
      diedAt: '2029-03-05T09:00:00.000Z',
      legalWindow: { ...legalWindow('2029-03-05T09:00:00.000Z'), exception: null },
    } as DossierData;
    render(<DossierHeader dossier={later} readOnly={false} onNotice={() => {}} compact />);
    expect(
      screen.getByText(/De dagen die in 2029 bij besluit met een feestdag worden gelijkgesteld/),
    ).toBeTruthy();
  });
});
