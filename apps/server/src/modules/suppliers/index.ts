/** The suppliers module's public face: other modules and the seed import from here, not from its files. */
export { suppliersRepository, type SupplierRow } from './repository.ts';
export { supplierAccess, type SupplierAccess } from './access.ts';
export { presentSupplier } from './presenter.ts';
export { listSuppliers, showSupplier, createSupplier, updateSupplier, deleteSupplier } from './service.ts';
export { supplierOfOrganization } from './lookup.ts';
