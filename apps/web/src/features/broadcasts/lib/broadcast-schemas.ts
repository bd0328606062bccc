/**
 * The schemas of the broadcast forms, loaded on demand through broadcast-resolvers.ts (Zod stays out of a page's
 * first load). The form has dates and times on an Amsterdam clock; the schema turns them into instants and
 * checks the result with the shared schema (the server's own rules and Dutch messages), putting each message
 * on the field a person edits.
 */
import {
  BROADCAST_STATUSES,
  createBroadcastSchema,
  interpolate,
  messages,
  shareBroadcastSchema,
} from '@afscheid/shared';
import { z } from 'zod';
import { instantOf, type BroadcastEditData, type BroadcastFormValues } from './broadcast-form.ts';
import { nlBroadcasts } from './texts.ts';

const texts = nlBroadcasts.form;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Where a message of the shared schema goes in this form. */
const FIELD_OF: Record<string, keyof BroadcastFormValues> = {
  startsAt: 'startTime',
  endsAt: 'endTime',
  availableUntil: 'availableUntilDate',
};

const formShape = z.object({
  title: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  streamUrl: z.string(),
  dossierId: z.string(),
  availableUntilDate: z.string(),
  availableUntilTime: z.string(),
  status: z.string(),
  reservationId: z.string(),
});

function broadcastFormSchema<Edit extends boolean>(edit: Edit) {
  return formShape.transform((values, context) => {
    const issue = (field: keyof BroadcastFormValues, message: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    let momentsKnown = true;
    const moment = (
      dateField: keyof BroadcastFormValues,
      timeField: keyof BroadcastFormValues,
      dateRequired: string,
      timeRequired: string,
    ) => {
      const date = values[dateField].trim();
      const time = values[timeField].trim();
      if (date === '') issue(dateField, dateRequired);
      else if (!DATE.test(date)) issue(dateField, texts.dateInvalid);
      if (time === '') issue(timeField, timeRequired);
      else if (!TIME.test(time)) issue(timeField, texts.timeInvalid);
      const instant = DATE.test(date) && TIME.test(time) ? instantOf(date, time) : null;
      if (instant === null) momentsKnown = false;
      if (instant === null && DATE.test(date) && TIME.test(time)) issue(dateField, texts.dateInvalid);
      return instant;
    };
    const startsAt = moment('startDate', 'startTime', texts.startDateRequired, texts.startTimeRequired);
    const endsAt = moment('endDate', 'endTime', texts.endDateRequired, texts.endTimeRequired);

    // "Available until" is optional, but as a whole: a date without a time (or the other way round) is unclear.
    const untilDate = values.availableUntilDate.trim();
    const untilTime = values.availableUntilTime.trim();
    let availableUntil: string | null = null;
    if (untilDate !== '' || untilTime !== '') {
      availableUntil = DATE.test(untilDate) && TIME.test(untilTime) ? instantOf(untilDate, untilTime) : null;
      if (availableUntil === null)
        issue(untilDate === '' ? 'availableUntilDate' : 'availableUntilTime', texts.availableUntilIncomplete);
    }

    const parsed = createBroadcastSchema.safeParse({
      title: values.title,
      startsAt: startsAt ?? '',
      endsAt: endsAt ?? '',
      streamUrl: values.streamUrl,
      dossierId: values.dossierId || null,
      reservationId: values.reservationId || null,
      availableUntil,
    });
    const status = z.enum(BROADCAST_STATUSES).safeParse(values.status);
    if (edit && !status.success) issue('status', messages.broadcasts.errors.status);
    if (!parsed.success) {
      for (const failure of parsed.error.issues) {
        const key = String(failure.path[0] ?? '');
        // Missing or impossible moments were named on their date and time fields already.
        if ((key === 'startsAt' || key === 'endsAt') && !momentsKnown) continue;
        issue(FIELD_OF[key] ?? (key as keyof BroadcastFormValues), failure.message);
      }
      return z.NEVER;
    }
    if (edit && !status.success) return z.NEVER;
    return (edit ? { ...parsed.data, status: status.data } : parsed.data) as Edit extends true
      ? BroadcastEditData
      : z.output<typeof createBroadcastSchema>;
  });
}

/** The share dialog: the addresses as typed (one a line, or separated by commas) and the message. */
const shareFormSchema = z
  .object({ recipients: z.string(), message: z.string() })
  .transform((values, context) => {
    const recipients = splitAddresses(values.recipients);
    const parsed = shareBroadcastSchema.safeParse({ recipients, message: values.message });
    if (!parsed.success) {
      const messagesByField = new Map<string, string>();
      const wrong: string[] = [];
      for (const failure of parsed.error.issues) {
        const [field = 'recipients', index] = failure.path;
        // One address that is no e-mail address: named, so it can be found in a long list.
        if (field === 'recipients' && typeof index === 'number') {
          wrong.push(recipients[index] ?? '');
          continue;
        }
        if (!messagesByField.has(String(field))) messagesByField.set(String(field), failure.message);
      }
      if (wrong.length > 0 && !messagesByField.has('recipients')) {
        messagesByField.set(
          'recipients',
          interpolate(nlBroadcasts.share.invalid, { addresses: wrong.join(', ') }),
        );
      }
      for (const [field, message] of messagesByField)
        context.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    }
    return parsed.data;
  });

/** "a@x.nl, b@y.nl\nc@z.nl" → the three addresses (blank parts left out, duplicates once). */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    list.push(address);
  }
  return list;
}

export const broadcastSchemas = {
  createBroadcast: broadcastFormSchema(false),
  editBroadcast: broadcastFormSchema(true),
  share: shareFormSchema,
};
