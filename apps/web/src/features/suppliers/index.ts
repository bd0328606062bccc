/** The suppliers feature's public face: other features and the app import from here (decision 011). */
export { SupplierCreateDialog, type SupplierCreateDialogProps } from './components/supplier-create-dialog.tsx';
export { supplierKeys } from './api/query-keys.ts';
export { getSupplier, listSuppliers, type SupplierData } from './api/suppliers-api.ts';
