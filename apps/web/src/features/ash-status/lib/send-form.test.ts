import { describe, expect, it } from 'vitest';
import { addressText, clientName, prefillSendForm, sendFormToInput } from './send-form.ts';

describe('the send dialog’s values', () => {
  it('maps the section’s destination onto the crematorium’s kinds', () => {
    const kind = (destination: string | null) => prefillSendForm({ destination }, null).kind;
    expect(kind('columbarium')).toBe('niche');
    expect(kind('scatter_water')).toBe('sea');
    expect(kind('jewellery')).toBe('hand_over');
    expect(kind(null)).toBe('');
  });

  it('starts empty without a section or a client', () => {
    expect(prefillSendForm(null, null)).toEqual({
      kind: '',
      urns: '',
      decidedByName: '',
      decidedByAddress: '',
      destinationPlace: '',
      plannedOn: '',
      consent: false,
      relativesPresent: '',
      details: '',
    });
  });

  it('writes the place with its address, and a foreign address with its country', () => {
    const values = prefillSendForm(
      {
        destination: 'existing_grave',
        consent: true,
        place: {
          name: 'Begraafplaats Soestbergen',
          address: { street: 'Gansstraat', houseNumber: '165', city: 'Utrecht' },
        },
        plannedDate: 'morgen',
      },
      {
        person: {
          firstNames: null,
          initials: 'A.',
          lastName: 'Jansen',
          namePrefix: 'de',
          address: {
            street: 'Hauptstraße',
            houseNumber: '3',
            postcode: '50667',
            city: 'Köln',
            country: 'DE',
          },
        },
      },
    );
    expect(values.destinationPlace).toBe('Begraafplaats Soestbergen, Gansstraat 165, Utrecht');
    expect(values.decidedByName).toBe('A. de Jansen');
    expect(values.decidedByAddress).toBe('Hauptstraße 3, 50667 Köln, Duitsland');
    expect(values.consent).toBe(true);
    // Not a date: left for the user to fill in.
    expect(values.plannedOn).toBe('');
    expect(addressText(null)).toBe('');
    expect(clientName({ callName: 'Piet', lastName: 'Bakker' })).toBe('Piet Bakker');
  });

  it('sends consent and relatives present only where the kind asks for them', () => {
    const base = prefillSendForm(null, null);
    expect(
      sendFormToInput({ ...base, kind: 'hand_over', consent: true, relativesPresent: 'yes' }),
    ).toMatchObject({
      consent: null,
      relativesPresent: null,
    });
    expect(sendFormToInput({ ...base, kind: 'sea', relativesPresent: 'yes' }).relativesPresent).toBe(true);
    expect(
      sendFormToInput({ ...base, kind: 'scatter_elsewhere', consent: false, relativesPresent: '' }),
    ).toMatchObject({
      consent: false,
      relativesPresent: null,
    });
    expect(sendFormToInput({ ...base, urns: '3' }).urns).toBe(3);
    expect(sendFormToInput({ ...base, urns: '1,5' }).urns).toBeNaN();
  });
});
