import { diffSnapshots, type RequestSnapshot } from '@afscheid/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestSnapshotView, SnapshotChangesList } from './request-snapshot-view.tsx';

afterEach(cleanup);

function snapshot(): RequestSnapshot {
  return {
    deceased: {
      firstNames: 'Jan Pieter',
      namePrefix: 'de',
      lastName: 'Vries',
      initials: 'J.P.',
      gender: null,
      birthDate: '1940-03-02',
      birthPlace: 'Utrecht',
      diedOn: '2026-11-19',
      diedAtTime: '14:30',
      deathMunicipality: 'Amsterdam',
      bsn: '123456782',
      unnaturalDeath: false,
      noObjectionReference: null,
      permitNumber: 'V-2026-118',
      permitMunicipality: 'Amsterdam',
      permitIssuedOn: '2026-11-20',
    },
    client: { name: 'Marie de Vries', relation: 'Dochter', address: null, phone: '0612345678', email: null },
    funeralCompany: {
      name: 'Uitvaartzorg Het Anker',
      address: null,
      phone: null,
      email: null,
      directorName: null,
      directorPhone: null,
      directorEmail: null,
    },
    wishes: {
      crematoriumName: 'Crematorium De Linde',
      location: null,
      wishedAt: '2026-11-24T09:30:00.000Z',
      alternativeAt: null,
      ceremony: true,
      ceremonyPlace: 'Grote aula',
      ceremonyMinutes: 45,
      coffeeRoom: false,
      coffeePlace: null,
      coffeeMinutes: null,
      guests: 80,
      livestream: false,
      coffinKind: 'eco',
      coffinLengthCm: null,
      coffinWidthCm: null,
      implants: 'removed',
      implantKinds: ['pacemaker'],
      implantsOther: null,
      relativesAttend: false,
      relativesCount: null,
      ashDestination: null,
      remarks: null,
      documents: [],
    },
  };
}

/** A group's section, found by its heading. */
function group(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The `<dd>` next to a label inside a group. */
function valueOf(section: HTMLElement, label: string): string | null {
  const term = within(section)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? null;
}

describe('RequestSnapshotView', () => {
  it('shows the four groups as description lists with Dutch labels and values', () => {
    render(<RequestSnapshotView snapshot={snapshot()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Overledene',
      'Opdrachtgever',
      'Uitvaartonderneming',
      'Wensen',
    ]);
    const deceased = group('Overledene');
    expect(deceased.querySelector('dl')).not.toBeNull();
    expect(valueOf(deceased, 'Voornamen')).toBe('Jan Pieter');
    expect(valueOf(deceased, 'Geboortedatum')).toBe('2 maart 1940');
    expect(valueOf(deceased, 'Niet-natuurlijke dood')).toBe('Nee');
    const wishes = group('Wensen');
    expect(valueOf(wishes, 'Gewenste datum en tijd')).toBe('24 november 2026 10:30');
    expect(valueOf(wishes, 'Plechtigheid in het crematorium')).toBe('Ja');
    expect(valueOf(wishes, 'Soort kist')).toBe('Ecologische kist (karton, wilgenteen)');
    expect(valueOf(wishes, 'Implantaten')).toBe('Implantaten verwijderd');
    expect(valueOf(wishes, 'Verwijderde implantaten')).toBe('Pacemaker');
  });

  it('leaves empty fields out, except of the deceased', () => {
    render(<RequestSnapshotView snapshot={snapshot()} />);
    expect(valueOf(group('Overledene'), 'Geslacht')).toBe('—');
    expect(valueOf(group('Overledene'), 'Verklaring van geen bezwaar (kenmerk)')).toBe('—');
    const client = group('Opdrachtgever');
    expect(valueOf(client, 'Naam opdrachtgever')).toBe('Marie de Vries');
    expect(within(client).queryByText('Adres opdrachtgever')).toBeNull();
    expect(within(client).queryByText('E-mail opdrachtgever')).toBeNull();
    const wishes = group('Wensen');
    expect(within(wishes).queryByText('Opmerkingen')).toBeNull();
    expect(within(wishes).queryByText('Bijgevoegde documenten')).toBeNull();
    // A no is a value, not an empty field.
    expect(valueOf(wishes, 'Livestream gewenst')).toBe('Nee');
  });

  it('says so when a whole group is empty', () => {
    const value = snapshot();
    value.client = { name: null, relation: null, address: null, phone: null, email: null };
    render(<RequestSnapshotView snapshot={value} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Opdrachtgever' })).toBeTruthy();
    expect(within(group('Opdrachtgever')).getByText('Niets ingevuld.')).toBeTruthy();
  });

  it('masks the BSN until "Toon BSN" is pressed, and hides it again', () => {
    render(<RequestSnapshotView snapshot={snapshot()} />);
    const deceased = group('Overledene');
    expect(within(deceased).queryByText('123456782')).toBeNull();
    expect(within(deceased).getByText('•••••6782')).toBeTruthy();
    fireEvent.click(within(deceased).getByRole('button', { name: 'Toon BSN' }));
    expect(within(deceased).getByText('123456782')).toBeTruthy();
    fireEvent.click(within(deceased).getByRole('button', { name: 'Verberg BSN' }));
    expect(within(deceased).queryByText('123456782')).toBeNull();
    expect(within(deceased).getByRole('button', { name: 'Toon BSN' })).toBeTruthy();
  });

  it('has no BSN button when there is no BSN', () => {
    const value = snapshot();
    value.deceased.bsn = null;
    render(<RequestSnapshotView snapshot={value} />);
    expect(screen.queryByRole('button', { name: 'Toon BSN' })).toBeNull();
    expect(valueOf(group('Overledene'), 'BSN')).toBe('—');
  });
});

describe('SnapshotChangesList', () => {
  it('lists each change as "Label: old → new" with deleted and inserted text', () => {
    const before = snapshot();
    const after = snapshot();
    after.deceased.lastName = 'Vries-Jansen';
    after.wishes.wishedAt = '2026-11-25T13:00:00.000Z';
    after.wishes.livestream = true;
    after.wishes.remarks = 'Graag muziek van Bach';
    render(<SnapshotChangesList changes={diffSnapshots(before, after)} />);
    const list = screen.getByRole('list', { name: 'Gewijzigde gegevens' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Achternaam: was Vries → wordt Vries-Jansen',
      'Gewenste datum en tijd: was 24 november 2026 10:30 → wordt 25 november 2026 14:00',
      'Livestream gewenst: was Nee → wordt Ja',
      'Opmerkingen: was — → wordt Graag muziek van Bach',
    ]);
    const first = items[0]!;
    expect(first.querySelector('del')?.textContent).toBe('was Vries');
    expect(first.querySelector('ins')?.textContent).toBe('wordt Vries-Jansen');
    expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('→');
  });

  it('masks a changed BSN', () => {
    const before = snapshot();
    const after = snapshot();
    after.deceased.bsn = '111222333';
    render(<SnapshotChangesList changes={diffSnapshots(before, after)} />);
    expect(screen.getByRole('listitem').textContent).toBe('BSN: was •••••6782 → wordt •••••2333');
  });

  it('says so when nothing changed', () => {
    render(<SnapshotChangesList changes={[]} />);
    expect(screen.getByText('Geen gegevens gewijzigd.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
