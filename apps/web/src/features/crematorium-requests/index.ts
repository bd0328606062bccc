/** The crematorium requests feature's public face: other features and the app import from here (decision 011). */
export {
  CremationRequestPanel,
  type CremationRequestPanelProps,
} from './components/cremation-request-panel.tsx';
export { DossierRequestLine } from './components/dossier-request-line.tsx';
export { crematoriumRequestKeys } from './api/query-keys.ts';
