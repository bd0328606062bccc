/** The generated documents' public face: the documentation tab imports from here (decision 011). */
export { GenerateDocumentButton } from './components/generate-document-button.tsx';
export {
  GenerateDocumentDialog,
  type GenerateDocumentDialogProps,
} from './components/generate-document-dialog.tsx';
export { GeneratedNotice, generatedFromText } from './components/generated-notice.tsx';
export { generatableKeys } from './api/query-keys.ts';
