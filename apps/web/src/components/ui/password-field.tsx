import type { PasswordCheck } from '@afscheid/shared';
import { useId, useState } from 'react';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { fieldIds } from './field-ids.ts';
import { PasswordRequirements } from './password-requirements.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /**
   * The live requirements checklist for a new password (`passwordChecks(value, email)` from the shared
   * package; computed by the caller so the login page does not load the common-password list).
   */
  requirements?: readonly PasswordCheck[];
}

/** A password input with a show/hide toggle and, for new passwords, the live requirements. */
export function PasswordField({ requirements, id, ...props }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const requirementsId = fieldIds(inputId).requirements;
  return (
    <div>
      <TextField
        {...props}
        id={inputId}
        type={visible ? 'text' : 'password'}
        describedById={requirements ? requirementsId : undefined}
        addon={
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={inputId}
            className="shrink-0 rounded-md border border-stone-400 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            {/* Short on screen; the full name ("Wachtwoord tonen") for screen readers contains it. */}
            <span aria-hidden="true">{visible ? nl.password.hideShort : nl.password.showShort}</span>
            <span className="sr-only">{visible ? nl.password.hide : nl.password.show}</span>
          </button>
        }
      />
      {requirements && <PasswordRequirements id={requirementsId} checks={requirements} />}
    </div>
  );
}
