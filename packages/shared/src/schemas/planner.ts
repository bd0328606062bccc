import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { isPlannerDate } from '../format/planner-days.ts';
import { required } from './fields.ts';

const { reservations } = messages;

export const PLANNER_VIEWS = ['day', 'week'] as const;
export type PlannerView = (typeof PLANNER_VIEWS)[number];

/** POST /api/planner/generate `{ view: "day" | "week", date: "YYYY-MM-DD", place_ids? }` → application/pdf. */
export const plannerGenerateSchema = z.object({
  view: z.enum(PLANNER_VIEWS, { error: reservations.errors.view }),
  date: z
    .string({ error: required(reservations.fields.date) })
    .trim()
    .refine(isPlannerDate, { error: reservations.errors.date }),
  placeIds: z.array(z.string().min(1)).max(200).optional(),
});
export type PlannerGenerateInput = z.input<typeof plannerGenerateSchema>;

/** GET /api/calendar-feed, POST /api/calendar-feed/regenerate, and the same under /api/places/{id}. */
export const calendarFeedSchema = z.object({
  /** `{APP_URL}/api/calendar/{token}.ics`; anyone with it reads the planning, so it can be regenerated. */
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
