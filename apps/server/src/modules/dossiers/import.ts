import { isValidBsn, messages, type DossierStatus, type DossierType } from '@afscheid/shared';
import type { DossiersTable } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { dossiersRepository } from './repository.ts';
import { bsnHash, dossierNameColumns } from './search.ts';
import { formatDossierNumber } from './number.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** One dossier of an earlier system (or of the bench's generator), as it stands there. */
export type ImportedDossier = {
  type: DossierType;
  status: DossierStatus;
  firstNames: string;
  namePrefix: string | null;
  lastName: string;
  birthDate: string | null;
  bsn: string | null;
  diedAt: string;
  funeralAt: string | null;
  responsibleUserId: string | null;
  /** When the earlier system created it: the number is that year's next. */
  createdAt: string;
};

const BATCH = 500;

/**
 * Takes over the dossier history of an organisation that moves to Afscheid (and fills the bench's 100,000
 * dossiers): the list columns of each dossier, numbered after the numbers the organisation already used in
 * each year, with their search terms and one `imported` audit event each, in one transaction written in
 * batches. Sections and tasks are not made: the earlier system's papers stay there. Items must be in the
 * order of their creation.
 */
export async function importDossiers(ctx: ServiceContext, items: Iterable<ImportedDossier>): Promise<number> {
  const organizationId = ctx.actor.organizationId;
  if (!organizationId) throw new Error('Importing dossiers needs an actor in an organisation.');
  let count = 0;
  await inTransaction(ctx.db, async (trx) => {
    const counters = await dossiersRepository.numberCounters(trx, organizationId);
    let dossiers: DossiersTable[] = [];
    const flush = async () => {
      if (dossiers.length === 0) return;
      await dossiersRepository.insertMany(trx, dossiers);
      await dossiersRepository.insertSearchTerms(
        trx,
        dossiers.map((dossier) => ({
          organizationId,
          dossierId: dossier.id,
          searchText: dossier.search_text,
        })),
      );
      for (const dossier of dossiers) {
        await ctx.audit(trx, {
          organizationId,
          entity: 'dossier',
          entityId: dossier.id,
          action: 'imported',
          changes: { number: dossier.number, type: dossier.type, status: dossier.status },
        });
      }
      dossiers = [];
    };
    for (const item of items) {
      if (item.bsn !== null && !isValidBsn(item.bsn))
        throw new ValidationError(
          { bsn: [messages.dossierApi.importInvalidBsn] },
          messages.dossierApi.importInvalidBsn,
        );
      const year = Number(item.createdAt.slice(0, 4));
      const sequence = (counters.get(year) ?? 0) + 1;
      counters.set(year, sequence);
      const number = formatDossierNumber(year, sequence);
      const names = { firstNames: item.firstNames, namePrefix: item.namePrefix, lastName: item.lastName };
      dossiers.push({
        id: newId(Date.parse(item.createdAt)),
        organization_id: organizationId,
        number,
        number_year: year,
        number_sequence: sequence,
        type: item.type,
        status: item.status,
        responsible_user_id: item.responsibleUserId,
        executor_user_id: null,
        deceased_first_names: item.firstNames,
        deceased_name_prefix: item.namePrefix,
        deceased_last_name: item.lastName,
        deceased_birth_date: item.birthDate,
        died_at: item.diedAt,
        deceased_bsn_hash: item.bsn ? bsnHash(ctx.appKey, item.bsn) : null,
        ...dossierNameColumns({ ...names, number, sequence }),
        funeral_at: item.funeralAt,
        legal_delay_until: null,
        general_notes: null,
        version: 1,
        created_by: ctx.actor.userId,
        updated_by: ctx.actor.userId,
        status_changed_at: null,
        created_at: item.createdAt,
        updated_at: item.createdAt,
        deleted_at: null,
      });
      count++;
      if (dossiers.length >= BATCH) await flush();
    }
    await flush();
    // Dossiers made afterwards continue the numbering.
    for (const [year, last] of counters)
      await dossiersRepository.setNumberCounter(trx, organizationId, year, last);
  });
  return count;
}
