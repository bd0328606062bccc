import { interpolate, type DossierData } from '@afscheid/shared';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const texts = nld.dossier;

/** The links to the sections of the dossier's type, each marked filled in or not. */
function SectionLinks({ dossier, onNavigate }: { dossier: DossierData; onNavigate?: () => void }) {
  return (
    <ul className="mt-2 space-y-0.5">
      {dossier.sections.map((section) => (
        <li key={section.key}>
          <NavLink
            to={`/dossiers/${dossier.id}/${section.key}`}
            onClick={onNavigate}
            className={({ isActive }) =>
              cx(
                'flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 no-underline',
                isActive
                  ? 'bg-brand-700 text-white hover:text-white'
                  : 'text-stone-800 hover:bg-stone-200 hover:text-stone-950',
              )
            }
          >
            <span>{section.label}</span>
            <span
              aria-hidden="true"
              className={cx(
                'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs',
                section.filled ? 'bg-emerald-600 text-white' : 'border border-stone-400',
              )}
            >
              {section.filled ? '✓' : ''}
            </span>
            <span className="sr-only">({section.filled ? texts.filled : texts.empty})</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The full list of sections, beside the form (from the `md` breakpoint up). */
export function SectionNav({ dossier }: { dossier: DossierData }) {
  return (
    <nav aria-label={texts.sectionsNav}>
      <h2 className="px-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">{texts.sections}</h2>
      <SectionLinks dossier={dossier} />
    </nav>
  );
}

/**
 * On a phone the seventeen links would push the form far down: one button says which section is open
 * ("Onderdeel: Overledene") and unfolds the same links; choosing one folds them again.
 */
export function SectionPicker({ dossier }: { dossier: DossierData }) {
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Another page (a section chosen, back button) folds the list.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const base = `/dossiers/${dossier.id}/`;
  const current = dossier.sections.find(
    (section) => pathname.replace(/\/+$/, '') === `${base}${section.key}`,
  );
  const filled = dossier.sections.filter((section) => section.filled).length;

  return (
    <nav aria-label={texts.sectionsNav}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-stone-300 bg-white px-4 py-2 text-left shadow-sm hover:bg-stone-50"
      >
        <span>
          <span className="block font-medium text-stone-900">
            {current ? interpolate(texts.sectionPicker, { section: current.label }) : texts.sectionPickerNone}
          </span>
          <span className="block text-sm text-stone-600">
            {interpolate(texts.sectionsFilled, { filled, total: dossier.sections.length })}
          </span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cx('size-5 shrink-0 text-stone-700 transition-transform', open && 'rotate-180')}
        >
          <path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.44l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      <div id={listId} hidden={!open}>
        <SectionLinks dossier={dossier} onNavigate={() => setOpen(false)} />
      </div>
    </nav>
  );
}
