/** A router link that looks like a secondary button (e.g. "Annuleren" beside a form's submit). */
export const linkButtonClass =
  'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100';
