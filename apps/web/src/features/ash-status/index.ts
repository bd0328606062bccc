/** The ash status feature's public face: the dossier pages import from here (decision 011). */
export { AshStatusPanel, type AshStatusPanelProps } from './components/ash-status-panel.tsx';
export { ashStatusKeys } from './api/query-keys.ts';
