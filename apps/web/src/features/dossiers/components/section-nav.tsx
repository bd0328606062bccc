import type { DossierData } from '@afscheid/shared';
import { NavLink } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const texts = nld.dossier;

/** The sections of the dossier's type, each with whether it has been filled in. */
export function SectionNav({ dossier }: { dossier: DossierData }) {
  return (
    <nav aria-label={texts.sectionsNav}>
      <h2 className="px-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">{texts.sections}</h2>
      <ul className="mt-2 space-y-0.5">
        {dossier.sections.map((section) => (
          <li key={section.key}>
            <NavLink
              to={`/dossiers/${dossier.id}/${section.key}`}
              className={({ isActive }) =>
                cx(
                  'flex items-center justify-between gap-2 rounded-md px-3 py-2 no-underline',
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
    </nav>
  );
}
