/** The start page's counts (issue 16) and the list filters its cards link to. */
export const dashboardMessages = {
  filters: {
    /** `filter[deadline]` on the dossier list: only `soon` exists. */
    deadline: 'Kies een geldig filter voor de wettelijke termijn.',
    /** `ash` on the crematorium requests: only `waiting` exists. */
    ash: 'Kies een geldig filter voor de asbestemming.',
    /** `releasable_by` on the ash records. */
    releasableBy: 'Vrij te geven tot en met: vul een geldige datum in.',
  },
} as const;
