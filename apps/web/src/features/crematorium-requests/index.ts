/** The crematorium requests feature's public face: other features and the app import from here (decision 011). */
export type { CremationRequestPanelProps } from './components/cremation-request-panel.tsx';
/**
 * The cremation section's request panel, loaded on demand: only that section shows it, so the other sections do not
 * load its code (decision 034). A dynamic import of this index would not split: the index is also imported statically.
 */
export const loadCremationRequestPanel = async () =>
  (await import('./components/cremation-request-panel.tsx')).CremationRequestPanel;
export { DossierRequestLine, useRequestLineSettled } from './components/dossier-request-line.tsx';
export { dossierRequestsQuery } from './api/use-dossier-requests.ts';
export { crematoriumRequestKeys } from './api/query-keys.ts';
