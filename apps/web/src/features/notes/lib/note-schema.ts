/** The note form's validation (the shared schema); loaded on demand, like lib/forms/schemas.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { nlZodErrorMap, noteSchema } from '@afscheid/shared';
import { z } from 'zod';

z.config({ customError: nlZodErrorMap });

export const noteResolver = zodResolver(noteSchema);
