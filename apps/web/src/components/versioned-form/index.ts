export {
  useVersionedForm,
  type VersionedConflict,
  type VersionedForm,
  type VersionedFormOptions,
  type VersionedRecord,
} from './use-versioned-form.ts';
export { VersionedFormDialogs } from './versioned-form-dialogs.tsx';
export { VersionedEditPage, type VersionedEditTexts } from './versioned-edit-page.tsx';
export { VersionedFormDialog } from './versioned-form-dialog.tsx';
