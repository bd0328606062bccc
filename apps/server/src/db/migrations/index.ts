import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.ts';
import * as m0002 from './0002-organizations.ts';
import * as m0003 from './0003-dossiers.ts';
import * as m0004 from './0004-jobs.ts';
import * as m0005 from './0005-last-organization.ts';
import * as m0006 from './0006-email-changes.ts';
import * as m0007 from './0007-document-types.ts';
import * as m0008 from './0008-search-names.ts';
import * as m0009 from './0009-budget.ts';
import * as m0010 from './0010-budget-indexes.ts';
import * as m0011 from './0011-planner.ts';
import * as m0012 from './0012-crematorium-requests.ts';
import * as m0013 from './0013-ashes.ts';
import * as m0014 from './0014-generatables.ts';
import * as m0015 from './0015-dashboard-indexes.ts';
import * as m0016 from './0016-legal-delay.ts';
import * as m0017 from './0017-dossier-counts.ts';
import * as m0018 from './0018-billable-dossiers.ts';
import * as m0019 from './0019-list-counts.ts';
import * as m0020 from './0020-response-revisions.ts';
import * as m0021 from './0021-dashboard-counts.ts';
import * as m0022 from './0022-ash-place-occupants.ts';
import * as m0023 from './0023-request-search-indexes.ts';
import * as m0024 from './0024-money-bigint.ts';
import * as m0025 from './0025-list-revisions.ts';
import * as m0026 from './0026-ash-destination-revisions.ts';
import * as m0027 from './0027-dossier-list-revisions.ts';
import * as m0028 from './0028-organization-name-revisions.ts';
import * as m0029 from './0029-dashboard-revisions.ts';

/** Every migration, in order; statically imported so the built server needs no file scanning. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-organizations': m0002,
  '0003-dossiers': m0003,
  '0004-jobs': m0004,
  '0005-last-organization': m0005,
  '0006-email-changes': m0006,
  '0007-document-types': m0007,
  '0008-search-names': m0008,
  '0009-budget': m0009,
  '0010-budget-indexes': m0010,
  '0011-planner': m0011,
  '0012-crematorium-requests': m0012,
  '0013-ashes': m0013,
  '0014-generatables': m0014,
  '0015-dashboard-indexes': m0015,
  '0016-legal-delay': m0016,
  '0017-dossier-counts': m0017,
  '0018-billable-dossiers': m0018,
  '0019-list-counts': m0019,
  '0020-response-revisions': m0020,
  '0021-dashboard-counts': m0021,
  '0022-ash-place-occupants': m0022,
  '0023-request-search-indexes': m0023,
  '0024-money-bigint': m0024,
  '0025-list-revisions': m0025,
  '0026-ash-destination-revisions': m0026,
  '0027-dossier-list-revisions': m0027,
  '0028-organization-name-revisions': m0028,
  '0029-dashboard-revisions': m0029,
};
