import { nlPages } from '../lib/i18n/nl-NL.pages.ts';
import { TabNav } from './ui/tab-nav.tsx';

const texts = nlPages.ash.tabs;

const TABS = [
  { to: '/ash', label: texts.records, end: true },
  { to: '/ash/places', label: texts.places },
  { to: '/ash/register', label: texts.register },
];

/** The three screens of ash management (Asbeheer): the records, the ash places and the register of art. 50 Wlb. */
export function AshTabs({ className = 'mt-4' }: { className?: string }) {
  return <TabNav label={texts.label} items={TABS} className={className} />;
}
