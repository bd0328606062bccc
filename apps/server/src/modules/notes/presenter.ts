import type { Note } from '@afscheid/shared';
import { can, type Actor } from '../../lib/context.ts';
import type { NoteRow } from './repository.ts';

/** A note as the timeline shows it; `canEdit` only for the author who may still edit notes. */
export function presentNote(row: NoteRow, actor: Pick<Actor, 'userId' | 'isSuper' | 'permissions'>): Note {
  return {
    id: row.id,
    body: row.body,
    author: row.author_id && row.author_name ? { id: row.author_id, name: row.author_name } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    canEdit: row.author_id === actor.userId && can(actor, 'notes.update'),
  };
}
