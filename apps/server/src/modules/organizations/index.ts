/** The organisations module's public face: other modules import from here, not from its files. */
export { organizationScope } from './access.ts';
export { organizationsRepository } from './repository.ts';
export { presentOrganization } from './presenter.ts';
export { createOrganization, updateOrganization } from './service.ts';
