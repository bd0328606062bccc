import {
  emptySection,
  interpolate,
  lockedDateHint,
  lockedDatesText,
  messages,
  SECTION_FORMS,
  type DossierSectionData,
  type DossierStatus,
} from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { getSection, getSectionHistory, saveSection } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { SectionEditor } from './section-editor.tsx';
import { sectionFieldsShown } from './section-form/section-form-testing.ts';

vi.mock('../api/dossiers-api.ts', () => ({
  saveSection: vi.fn(),
  getSectionHistory: vi.fn(),
  getSection: vi.fn(),
}));
const save = vi.mocked(saveSection);

const cremation: DossierSectionData = {
  key: 'cremation',
  label: 'Crematie',
  version: 2,
  data: {
    ...emptySection('cremation'),
    crematoriumName: 'Crematorium Het Rozenveld',
    date: '2026-11-20',
    time: '10:00',
  },
  updatedAt: '2026-11-19T10:00:00.000Z',
  updatedBy: null,
};

const deceased: DossierSectionData = {
  key: 'deceased',
  label: 'Overledene',
  version: 1,
  data: { person: { firstNames: 'Johanna', lastName: 'Jansen' }, diedOn: '2026-11-16', diedAtTime: '10:00' },
  updatedAt: '2026-11-16T11:00:00.000Z',
  updatedBy: null,
};

async function renderEditor(status: DossierStatus, initial: DossierSectionData = cremation) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SectionEditor
          dossierId="d1"
          sectionKey="cremation"
          form={SECTION_FORMS.cremation}
          initial={initial}
          filled
          canEdit
          readOnlyStatus={null}
          dossier={{ id: 'd1', type: 'cremation', status, diedAt: '2026-11-16T09:00:00.000Z' }}
        />
      ),
    },
  ]);
  // The deceased section the cross-field rules read, as the dossier's pages have it loaded.
  const client = new QueryClient();
  client.setQueryData(dossierKeys.section('d1', 'deceased'), deceased);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await sectionFieldsShown();
}

const segmentsOf = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('spinbutton');

beforeEach(() => {
  save.mockReset();
  vi.mocked(getSectionHistory).mockResolvedValue([]);
  vi.mocked(getSection).mockResolvedValue(deceased);
});
afterEach(cleanup);

describe('the section form of a dossier past "open"', () => {
  it('shows the cremation date and time read-only with an explanation, and keeps the other fields editable', async () => {
    await renderEditor('completed');
    expect(screen.getByText(lockedDatesText('cremation', 'completed', 'notice'))).toBeTruthy();
    for (const label of ['Datum crematie', 'Tijd']) {
      for (const segment of segmentsOf(label)) expect(segment.getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getAllByText(lockedDateHint('completed'))).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Crematorium' }).hasAttribute('disabled')).toBe(false);
  });

  it('saves the other fields with the fixed date and time as they were', async () => {
    save.mockImplementation(async (_id, _key, input) => ({ ...cremation, version: 3, data: input.data }));
    await renderEditor('invoiced');
    fireEvent.change(screen.getByRole('textbox', { name: 'Crematorium' }), {
      target: { value: 'Crematorium Daelwijck' },
    });
    fireEvent.click(screen.getByRole('button', { name: nld.section.save }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [, , input] = save.mock.calls[0]!;
    expect(input.version).toBe(2);
    expect(input.data).toMatchObject({
      crematoriumName: 'Crematorium Daelwijck',
      date: '2026-11-20',
      time: '10:00',
    });
  });

  it('leaves the dates editable while the dossier is open', async () => {
    await renderEditor('open');
    expect(screen.queryByText(lockedDatesText('cremation', 'open', 'notice'))).toBeNull();
    for (const segment of segmentsOf('Datum crematie'))
      expect(segment.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(lockedDateHint('open'))).toBeNull();
  });
});

describe("the section form's checks", () => {
  it('shows a wrong field and a date before the death in one round, and saves nothing', async () => {
    await renderEditor('open', {
      ...cremation,
      data: { ...cremation.data, crematoriumPhone: 'bel mij', requestFormSignedOn: '2026-11-15' },
    });
    fireEvent.click(screen.getByRole('button', { name: nld.section.save }));
    const beforeDeath = interpolate(messages.dossiers.sectionErrors.beforeDeath, {
      field: 'De datum van ondertekening van het aanvraagformulier',
      diedOn: '16 november 2026',
    });
    expect(await screen.findByText(beforeDeath)).toBeTruthy();
    expect(screen.getByText(messages.identifiers.phone)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
