import { interpolate, type Role } from '@afscheid/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { roleOptions } from '../lib/labels.ts';

/**
 * A member's role: a select and an explicit save button, so browsing the options with the arrow keys never
 * changes anything by itself.
 */
export function RoleControl({
  name,
  role,
  roles,
  busy,
  onSave,
}: {
  /** The member's name, for the control's label. */
  name: string;
  role: Role;
  /** The roles this user may hand out (the current role is always offered). */
  roles: readonly Role[];
  busy: boolean;
  onSave: (role: Role) => void;
}) {
  const [draft, setDraft] = useState<Role>(role);
  // The server's value wins again after a save or a refusal.
  const [shown, setShown] = useState<Role>(role);
  if (shown !== role) {
    setShown(role);
    setDraft(role);
  }
  const options = roles.includes(role) ? roles : [...roles, role];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SelectField
        label={interpolate(nlo.members.changeRole, { name })}
        hideLabel
        value={draft}
        options={roleOptions(options)}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value as Role)}
      />
      {draft !== role && (
        <Button
          variant="secondary"
          busy={busy}
          busyLabel={nlo.members.savingRole}
          aria-label={interpolate(nlo.members.saveRoleFor, { name })}
          onClick={() => onSave(draft)}
        >
          {nlo.members.saveRole}
        </Button>
      )}
    </div>
  );
}
