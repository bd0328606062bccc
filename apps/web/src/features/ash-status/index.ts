/** The ash status feature's public face: the dossier pages import from here (decision 011). */
export type { AshStatusPanelProps } from './components/ash-status-panel.tsx';
/**
 * The ash-destination section's ash status panel, loaded on demand: only that section shows it (decision 034). A
 * dynamic import of this index would not split: the index is also imported statically.
 */
export const loadAshStatusPanel = async () =>
  (await import('./components/ash-status-panel.tsx')).AshStatusPanel;
export { ashStatusKeys } from './api/query-keys.ts';
