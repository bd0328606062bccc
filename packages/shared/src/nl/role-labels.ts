/**
 * The labels of roles and organisation types, apart from the catalogue: the app's shell shows them on every page and
 * needs nothing else of the catalogue (decision 029).
 */
export const roleLabels = {
  owner: 'Eigenaar',
  admin: 'Beheerder',
  funeral_director: 'Uitvaartverzorger',
  employee: 'Medewerker',
  crematorium_staff: 'Crematoriummedewerker',
  viewer: 'Alleen lezen',
  super: 'Platformbeheerder',
} as const;

export const organizationTypeLabels = {
  funeral_company: 'Uitvaartonderneming',
  crematorium: 'Crematorium',
} as const;
