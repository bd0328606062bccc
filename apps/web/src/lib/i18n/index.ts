export { nl, type UiMessages } from './nl-NL.ts';
export { messages, interpolate } from '@afscheid/shared';
