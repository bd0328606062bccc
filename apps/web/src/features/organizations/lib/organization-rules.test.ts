import { createGate, messages, WEFACT_DEFAULT_BASE_URL, type OrganizationData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { addressLines, assignableRoles, displayIban, roleLabel } from './labels.ts';
import { checkLogoFile, LOGO_MAX_BYTES } from './logo-check.ts';
import { organizationAllowed } from './permissions.ts';
import { maskedKey, wefactFieldFor, wefactFormValues, wefactUpdate } from './wefact-form.ts';

describe('logo check before upload', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB and explains the rest in Dutch', () => {
    expect(checkLogoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkLogoFile({ type: 'image/webp', size: LOGO_MAX_BYTES })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe(messages.organizations.logoTooLarge);
    expect(checkLogoFile({ type: 'image/gif', size: 10 })).toBe(messages.organizations.logoType);
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe(messages.organizations.logoType);
    expect(checkLogoFile(null)).toBe(messages.organizations.logoRequired);
  });
});

describe('labels', () => {
  it('formats the address, the IBAN and role names', () => {
    expect(
      addressLines({ street: 'Rozenveldweg', houseNumber: '2', houseNumberAddition: 'A', postcode: '3731 GE', city: 'De Bilt' }),
    ).toEqual(['Rozenveldweg 2 A', '3731 GE De Bilt']);
    expect(addressLines({ street: null, houseNumber: null, houseNumberAddition: null, postcode: null, city: 'Zeist' })).toEqual([
      'Zeist',
    ]);
    expect(displayIban('NL44RABO0123456789')).toBe('NL44 RABO 0123 4567 89');
    expect(roleLabel('crematorium_staff')).toBe('Crematoriummedewerker');
    expect(roleLabel('onbekend')).toBe('onbekend');
  });

  it('lets only an owner or the platform administrator hand out the owner role', () => {
    expect(assignableRoles('admin', false)).not.toContain('owner');
    expect(assignableRoles('owner', false)).toContain('owner');
    expect(assignableRoles(null, true)).toContain('owner');
  });
});

describe('organizationAllowed', () => {
  const record = (can: Partial<OrganizationData['can']>): Pick<OrganizationData, 'can'> => ({
    can: { update: false, manageMembers: false, manageInvitations: false, manageWefact: false, ...can },
  });

  it('needs both the gate and the server’s answer for this organisation', () => {
    const owner = createGate({ roles: ['owner'], permissions: ['*'] });
    const viewer = createGate({ roles: ['viewer'], permissions: ['*.view'] });
    expect(organizationAllowed(owner, record({ update: true, manageWefact: true }))).toMatchObject({
      update: true,
      manageWefact: true,
      manageMembers: false,
      moreAfterSwitch: false,
    });
    expect(organizationAllowed(viewer, record({}))).toMatchObject({ update: false, manageMembers: false, moreAfterSwitch: false });
    // Owner there, viewer in the active organisation: nothing until switching, and the page says so.
    expect(organizationAllowed(viewer, record({ update: true }))).toMatchObject({ update: false, moreAfterSwitch: true });
  });
});

describe('WeFact form', () => {
  const settings = {
    configured: true,
    apiKeyLast4: '1234',
    baseUrl: 'https://api.mijnwefact.nl/v2/',
    taxCodes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'V0' },
    updatedAt: null,
  };

  it('starts with an empty key and the stored values', () => {
    expect(wefactFormValues(settings)).toEqual({
      apiKey: '',
      baseUrl: 'https://api.mijnwefact.nl/v2/',
      tax21: 'V21',
      tax9: 'V9',
      tax0: 'V0',
      taxExempt: 'VRIJ',
      taxDisbursement: 'V0',
    });
    expect(wefactFormValues(undefined).baseUrl).toBe(WEFACT_DEFAULT_BASE_URL);
  });

  it('leaves out an empty key (the stored one stays) and maps the codes back', () => {
    const values = { ...wefactFormValues(settings), tax0: ' V0 ' };
    expect(wefactUpdate(values)).toEqual({
      baseUrl: 'https://api.mijnwefact.nl/v2/',
      taxCodes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'V0' },
    });
    expect(wefactUpdate({ ...values, apiKey: 'nieuwe-sleutel' }).apiKey).toBe('nieuwe-sleutel');
  });

  it('puts server errors on the right field and masks the key', () => {
    expect(wefactFieldFor('taxCodes.0')).toBe('tax0');
    expect(wefactFieldFor('taxCodes.exempt')).toBe('taxExempt');
    expect(wefactFieldFor('taxCodes.disbursement')).toBe('taxDisbursement');
    expect(wefactFieldFor('apiKey')).toBe('apiKey');
    expect(wefactFieldFor('iets')).toBeNull();
    expect(maskedKey('1234')).toBe('•••• 1234');
    expect(maskedKey(null)).toBeNull();
  });
});
