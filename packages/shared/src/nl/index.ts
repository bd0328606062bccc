export { messages, type Messages } from './catalogue.ts';
export { errorMessages } from './error-messages.ts';
export { interpolate, type InterpolationParams } from './interpolate.ts';
export { requiredMessage } from './required-messages.ts';
export { organizationTypeLabels, roleLabels } from './role-labels.ts';
export { organizationMessages } from './organization-messages.ts';
export { crematoriumRequestMessages } from './crematorium-request-messages.ts';
