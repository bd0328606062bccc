import { nl } from '../../lib/i18n/nl-NL.ts';

export const MAIN_CONTENT_ID = 'inhoud';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {nl.app.skipLink}
    </a>
  );
}
