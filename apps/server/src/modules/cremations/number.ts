/** `2026-0042`: the year of creation (Amsterdam) and the crematorium's sequence in it (as the dossiers'). */
export const formatCremationNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, '0')}`;
