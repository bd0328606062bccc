import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { linkButtonClass } from '../ui/link-button.ts';
import { PageTitle } from '../ui/page-title.tsx';
import type { VersionedForm, VersionedRecord } from './use-versioned-form.ts';
import { VersionedFormDialogs } from './versioned-form-dialogs.tsx';

export interface VersionedEditTexts {
  heading: string;
  intro: string;
  save: string;
  saving: string;
  cancel: string;
}

/**
 * The layout of an edit page over a versioned form: a link back to the record, heading and intro, the form's
 * notice and error, the fields, save and cancel; `children` stand after the form; then the conflict dialogs.
 */
export function VersionedEditPage<R extends VersionedRecord, V extends FieldValues, O>({
  versioned,
  back,
  texts,
  fields,
  children,
}: {
  versioned: VersionedForm<R, V, O>;
  /** The record's own page: the link above the heading and where "cancel" goes. */
  back: { to: string; label: string };
  texts: VersionedEditTexts;
  fields: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <PageTitle className="mt-2">{texts.heading}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.intro}</p>
      {versioned.notice && (
        <Alert tone="info" className="mt-4">
          {versioned.notice}
        </Alert>
      )}
      {versioned.error && (
        <Alert tone="error" className="mt-4">
          {versioned.error}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void versioned.submit(event)} className="mt-6 space-y-6">
        {fields}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={versioned.saving} busyLabel={texts.saving}>
            {texts.save}
          </Button>
          <Link to={back.to} className={linkButtonClass}>
            {texts.cancel}
          </Link>
        </div>
      </form>
      {children}
      <VersionedFormDialogs versioned={versioned} />
    </div>
  );
}
