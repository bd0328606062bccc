/** `2026-0042`: the year of creation (Amsterdam) and the organisation's sequence in it. */
export const formatDossierNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, '0')}`;
