import {
  createCrematoriumRequestSchema,
  createRevisionSchema,
  toCamelCase,
  updateCrematoriumRequestSchema,
  type Crematorium,
  type CrematoriumRequestData,
} from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import {
  checkValues,
  createInput,
  EMPTY_VALUES,
  formFieldOf,
  prefillFromSection,
  revisionInput,
  updateInput,
  valuesOfRequest,
  wishesInput,
  type RequestFormValues,
} from './request-form.ts';
import { wireCrematoria, wireRequest } from './request-test-fixtures.ts';

const crematoria = toCamelCase(wireCrematoria()) as Crematorium[];
const values = (extra: Partial<RequestFormValues> = {}): RequestFormValues => ({
  ...EMPTY_VALUES,
  crematoriumId: 'c1',
  wishedDate: '2027-03-12',
  wishedTime: '10:00',
  ceremony: 'yes',
  ...extra,
});

describe('prefillFromSection', () => {
  it('takes the cremation section’s moment, ceremony, relatives and a crematorium known on the platform', () => {
    const prefill = prefillFromSection(
      {
        crematoriumName: '  crematorium het ROZENVELD ',
        date: '2027-03-12',
        time: '10:00:00',
        kind: 'with_ceremony',
        attendInsertion: true,
        insertionAttendees: 4,
      },
      crematoria,
    );
    expect(prefill).toMatchObject({
      crematoriumId: 'c1',
      wishedDate: '2027-03-12',
      wishedTime: '10:00',
      ceremony: 'yes',
      relativesAttend: true,
      relativesCount: '4',
    });
  });

  it('leaves out what the section does not say (and a crematorium that is not on the platform)', () => {
    const prefill = prefillFromSection(
      {
        crematoriumName: 'Crematorium Elders',
        time: '10:00',
        kind: 'without_ceremony',
        attendInsertion: false,
      },
      crematoria,
    );
    expect(prefill).toMatchObject({
      crematoriumId: '',
      wishedDate: '',
      wishedTime: '',
      ceremony: 'no',
      relativesAttend: false,
      relativesCount: '',
    });
    expect(prefillFromSection(null)).toEqual(EMPTY_VALUES);
  });
});

describe('checkValues', () => {
  it('turns the Amsterdam wall clock into instants, also across the change to summer time', () => {
    expect(checkValues(values()).wishedAt).toBe('2027-03-12T09:00:00.000Z');
    const summer = checkValues(
      values({ wishedDate: '2027-03-29', alternativeDate: '2027-03-30', alternativeTime: '09:15' }),
    );
    expect(summer.errors).toEqual({});
    expect(summer.wishedAt).toBe('2027-03-29T08:00:00.000Z');
    expect(summer.alternativeAt).toBe('2027-03-30T07:15:00.000Z');
  });

  it('asks for the crematorium, the wished moment, the ceremony and a complete alternative', () => {
    const checked = checkValues({ ...EMPTY_VALUES, alternativeDate: '2027-03-13' });
    expect(checked.errors).toEqual({
      crematoriumId: 'Kies een crematorium uit de lijst.',
      wishedDate: 'Vul de gewenste datum in.',
      wishedTime: 'Vul de gewenste tijd in.',
      alternativeTime: 'Vul bij het alternatieve moment zowel de datum als de tijd in, of laat beide leeg.',
      ceremony: 'Kies ja of nee.',
    });
    expect(checked.wishedAt).toBeNull();
  });

  it('checks the numbers in use, an alternative equal to the wish and another implant’s description', () => {
    const checked = checkValues(
      values({
        ceremonyMinutes: '5',
        coffeeRoom: 'no',
        coffeeMinutes: 'veel',
        coffinLengthCm: '190,5',
        alternativeDate: '2027-03-12',
        alternativeTime: '10:00',
        implants: 'removed',
        implantKinds: ['other'],
      }),
    );
    expect(checked.errors).toEqual({
      ceremonyMinutes: 'Duur van de plechtigheid (minuten): vul een aantal minuten in van 15 tot en met 240.',
      coffinLengthCm: 'Lengte kist (cm): vul een aantal centimeters in van 30 tot en met 300.',
      alternativeTime: 'De alternatieve datum en tijd zijn gelijk aan de gewenste.',
      implantsOther: 'Omschrijf het andere implantaat.',
    });
  });
});

describe('the bodies', () => {
  it('sends every wish, null for what is empty or not wanted', () => {
    const body = createInput(
      'd1',
      values({
        location: 'Rozenveld Noord',
        ceremonyPlaceId: 'aula-n',
        ceremonyMinutes: '60',
        coffeeRoom: 'no',
        coffeePlaceId: 'koffie-n',
        guests: '80',
        implants: 'none',
        implantKinds: ['pacemaker'],
        implantsOther: 'iets',
        relativesAttend: false,
        relativesCount: '3',
        remarks: '  Graag muziek  ',
        documentIds: ['doc1'],
      }),
      { wishedAt: '2027-03-12T09:00:00.000Z', alternativeAt: null },
    );
    expect(body).toEqual({
      dossierId: 'd1',
      crematoriumId: 'c1',
      wishedAt: '2027-03-12T09:00:00.000Z',
      ceremony: true,
      location: 'Rozenveld Noord',
      alternativeAt: null,
      ceremonyPlaceId: 'aula-n',
      ceremonyMinutes: 60,
      coffeeRoom: false,
      coffeePlaceId: null,
      coffeeMinutes: null,
      guests: 80,
      livestream: false,
      coffinKind: null,
      coffinLengthCm: null,
      coffinWidthCm: null,
      implants: 'none',
      implantKinds: [],
      implantsOther: null,
      relativesAttend: false,
      relativesCount: null,
      ashDestination: null,
      remarks: 'Graag muziek',
      documentIds: ['doc1'],
    });
  });

  it('reads a stored request back into the form, and sends a revision without the crematorium', () => {
    const request = toCamelCase(wireRequest()) as CrematoriumRequestData;
    const form = valuesOfRequest(request);
    expect(form).toMatchObject({
      crematoriumId: 'c1',
      wishedDate: '2027-03-12',
      wishedTime: '10:00',
      alternativeDate: '2027-03-13',
      alternativeTime: '14:30',
      ceremony: 'yes',
      ceremonyPlaceId: 'aula-n',
      ceremonyMinutes: '45',
      coffeeRoom: 'no',
      relativesCount: '4',
      documentIds: ['doc1'],
    });
    const body = revisionInput(3, form, { wishedAt: '2027-03-12T09:00:00.000Z', alternativeAt: null });
    expect(body).not.toHaveProperty('crematoriumId');
    expect(body).toMatchObject({ version: 3, wishedAt: '2027-03-12T09:00:00.000Z', ceremony: true });
    expect(wishesInput(form, null)).toMatchObject({
      implants: 'none',
      implantKinds: [],
      coffinKind: 'standard',
    });
  });

  it('builds bodies the server’s schemas accept as they are', () => {
    const form = values({
      alternativeDate: '2027-03-13',
      alternativeTime: '14:30',
      coffeeRoom: 'yes',
      coffeeMinutes: '60',
      implants: 'removed',
      implantKinds: ['icd', 'other'],
      implantsOther: 'Neurostimulator',
      coffinKind: 'eco',
      coffinLengthCm: '185',
      documentIds: ['doc1', 'doc2'],
    });
    const checked = checkValues(form);
    expect(checked.errors).toEqual({});
    const moments = { wishedAt: checked.wishedAt ?? '', alternativeAt: checked.alternativeAt };
    expect(createCrematoriumRequestSchema.safeParse(createInput('d1', form, moments)).success).toBe(true);
    expect(updateCrematoriumRequestSchema.safeParse(updateInput(3, form, moments)).success).toBe(true);
    const revision = createRevisionSchema.safeParse(revisionInput(3, form, moments));
    expect(revision.success).toBe(true);
    expect(revision.data).toMatchObject({
      implantKinds: ['icd', 'other'],
      coffeeMinutes: 60,
      coffinKind: 'eco',
    });
  });

  it('puts a server message where a person edits it', () => {
    expect(formFieldOf('wishedAt')).toBe('wishedTime');
    expect(formFieldOf('alternativeAt')).toBe('alternativeTime');
    expect(formFieldOf('documentIds.0')).toBe('documentIds');
    expect(formFieldOf('coffinWidthCm')).toBe('coffinWidthCm');
    expect(formFieldOf('dossierId')).toBeNull();
  });
});
