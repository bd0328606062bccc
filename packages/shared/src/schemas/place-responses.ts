import { z } from 'zod';
import { PLACE_KINDS } from './places.ts';

/** One place of GET /api/places, GET/POST/PUT /api/places/{id}. */
export const placeDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  locationName: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** `#rrggbb` */
  color: z.string(),
  preparationMinutes: z.number().int(),
  cleanupMinutes: z.number().int(),
  broadcasting: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaceData = z.infer<typeof placeDataSchema>;

/** The short form of a place inside a reservation or broadcast. */
export const placeRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  locationName: z.string().nullable(),
  color: z.string(),
});
export type PlaceRef = z.infer<typeof placeRefSchema>;
