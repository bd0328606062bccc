/**
 * The ash dialogs' schemas, loaded on demand through ash-resolvers.ts (Zod stays out of a page's first load).
 * Each turns the form's text values into the API's input (forms.ts) and checks them with the shared schema, so
 * the messages per field are the server's own; a few checks the server makes against the record are added.
 */
import {
  ASH_DESTINATION_KINDS,
  createAshDestinationSchema,
  createAshRecordSchema,
  correctAshDestinationSchema,
  executeAshDestinationSchema,
  messages,
  requiredMessage,
  updateAshRecordSchema,
  withdrawAshDestinationSchema,
} from '@afscheid/shared';
import { z } from 'zod';
import {
  createRecordInput,
  destinationInput,
  executeInput,
  executeSchemaName,
  executionMode,
  recordEditInput,
  type ExecutionMode,
} from './forms.ts';
import type { AshDestinationKind } from '@afscheid/shared';

const a = messages.ash;
const f = a.fields;

const asValues = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

// A date in the future is left to the server: its clock is the one that counts.
const createRecord = z.preprocess((value) => createRecordInput(asValues(value)), createAshRecordSchema);

const recordEdit = z.preprocess(
  (value) => recordEditInput(asValues(value)),
  updateAshRecordSchema
    .pick({
      deceasedName: true,
      firstNames: true,
      initials: true,
      urns: true,
      storageLocation: true,
      notes: true,
    })
    .required({ deceasedName: true }),
);

/** The exemption: reference, date and release date together (the release date's order is checked by the dialog). */
const exemption = updateAshRecordSchema
  .pick({ exemptionReference: true, exemptionGrantedOn: true, exemptionReleaseOn: true })
  .superRefine((value, ctx) => {
    if (!value.exemptionReference)
      ctx.addIssue({
        code: 'custom',
        path: ['exemptionReference'],
        message: requiredMessage(f.exemptionReference),
      });
    if (!value.exemptionGrantedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['exemptionGrantedOn'],
        message: requiredMessage(f.exemptionGrantedOn),
      });
    if (!value.exemptionReleaseOn)
      ctx.addIssue({
        code: 'custom',
        path: ['exemptionReleaseOn'],
        message: requiredMessage(f.exemptionReleaseOn),
      });
  });

/** The block: reference and date. */
const block = updateAshRecordSchema
  .pick({ blockReference: true, blockedOn: true, blockNote: true })
  .superRefine((value, ctx) => {
    if (!value.blockReference)
      ctx.addIssue({ code: 'custom', path: ['blockReference'], message: requiredMessage(f.blockReference) });
    if (!value.blockedOn)
      ctx.addIssue({ code: 'custom', path: ['blockedOn'], message: requiredMessage(f.blockedOn) });
  });

const destination = z.preprocess((value) => destinationInput(asValues(value)), createAshDestinationSchema);

/** The execution of one mode: the fields it needs, with the server's messages. */
const execution = (mode: ExecutionMode, kind: AshDestinationKind) =>
  z.preprocess(
    (value) => executeInput(mode, kind, asValues(value)),
    executeAshDestinationSchema.superRefine((value, ctx) => {
      if (mode === 'hand_over') {
        if (!value.handedToName)
          ctx.addIssue({ code: 'custom', path: ['handedToName'], message: a.errors.handedToRequired });
        if (value.identityChecked !== true)
          ctx.addIssue({ code: 'custom', path: ['identityChecked'], message: a.errors.identityRequired });
      } else if (!value.ashPlaceId && !value.executedPlace) {
        ctx.addIssue({
          code: 'custom',
          path: ['executedPlace'],
          message: mode === 'placement' ? a.errors.placeRequired : a.errors.scatterPlaceRequired,
        });
      }
      if (mode === 'scattering' && (value.relativesPresent === null || value.relativesPresent === undefined))
        ctx.addIssue({ code: 'custom', path: ['relativesPresent'], message: a.errors.boolean });
    }),
  );

const withdraw = withdrawAshDestinationSchema.pick({ reason: true });

/** A correction: the reason and every correctable field (what changed is worked out by the dialog). */
const correct = correctAshDestinationSchema.required({ decidedByName: true, executedOn: true });

/** One execution schema per kind (the place choices depend on the kind), named `execute_<kind>`. */
const executions = Object.fromEntries(
  ASH_DESTINATION_KINDS.map((kind) => [executeSchemaName(kind), execution(executionMode(kind), kind)]),
) as Record<ReturnType<typeof executeSchemaName>, ReturnType<typeof execution>>;

export const ashSchemas = {
  createRecord,
  recordEdit,
  exemption,
  block,
  destination,
  withdraw,
  correct,
  ...executions,
};
