/**
 * The organisations feature's own Dutch texts added with the ashes (issue 15); the older ones are in
 * `lib/i18n/nl-NL.organizations.ts`. The field's label comes from `messages.ash.fields.storageTermMonths`.
 */
export const nlOrganizationAsh = {
  /** The legend of the crematorium's own settings on the edit page. */
  crematoriumSettings: 'Crematieaanvragen en asbeheer',
  storageTerm: {
    /** On the organisation's details. */
    label: 'Bewaartermijn as',
    hint: 'Een asregistratie die langer in bewaring is dan dit aantal maanden, wordt in Asbeheer gemarkeerd. Van 1 tot en met 120 maanden; standaard 6.',
    months: '{months} maanden',
    monthsOne: '1 maand',
  },
} as const;
