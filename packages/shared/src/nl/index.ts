export { messages, type Messages } from './catalogue.ts';
export { interpolate, type InterpolationParams } from './interpolate.ts';
export { requiredMessage } from './required-messages.ts';
