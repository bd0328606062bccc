export {
  useVersionedForm,
  type VersionedConflict,
  type VersionedForm,
  type VersionedFormOptions,
  type VersionedRecord,
} from './use-versioned-form.ts';
export { VersionedFormDialogs } from './versioned-form-dialogs.tsx';
