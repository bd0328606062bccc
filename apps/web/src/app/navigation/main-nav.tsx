import { NavLink } from 'react-router';
import { cx } from '../../components/ui/class-names.ts';
import { useGate } from '../../lib/gate/gate-components.tsx';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { mainNavigation, visibleNavItems } from './nav-config.ts';

/** The main navigation, built from the gate: entries the user may not use are not rendered. */
export function MainNav({ id, className, onNavigate }: { id?: string; className?: string; onNavigate?: () => void }) {
  const items = visibleNavItems(mainNavigation, useGate());
  return (
    <nav id={id} aria-label={nl.nav.label} className={className}>
      <ul className="flex flex-col gap-1 xl:flex-row xl:gap-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'block whitespace-nowrap rounded-md px-3 py-2 font-medium no-underline xl:px-2.5',
                  isActive ? 'bg-brand-700 text-white hover:text-white' : 'text-stone-800 hover:bg-stone-100 hover:text-stone-900',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
