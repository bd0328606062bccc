import type { OrganizationData } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describedBy, fieldIds } from '../../../components/ui/field-ids.ts';
import { FieldDescription, FieldError } from '../../../components/ui/field-message.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { deleteLogo, uploadLogo } from '../api/organizations-api.ts';
import { checkLogoFile, LOGO_ACCEPT } from '../lib/logo-check.ts';
import { OrganizationLogo } from './organization-logo.tsx';

const serverMessage = (error: unknown) =>
  isApiError(error) ? (error.errors.logo?.[0] ?? error.message) : nl.errors.serverNoReference;

/** Upload (PNG/JPEG/WebP, at most 2 MB; checked here first, then by the server) and removal of the logo. */
export function LogoUpload({
  organization,
  onChanged,
}: {
  organization: OrganizationData;
  onChanged: (organization: OrganizationData) => void;
}) {
  const headingId = useId();
  const inputId = useId();
  const ids = fieldIds(inputId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [bust, setBust] = useState(0);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadLogo(organization.id, chosen),
    onSuccess: (saved) => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setBust((value) => value + 1);
      setNotice(nlo.logo.uploaded);
      onChanged(saved);
    },
    onError: (failure) => setError(serverMessage(failure)),
  });

  const remove = useMutation({
    mutationFn: () => deleteLogo(organization.id),
    onSuccess: () => {
      setConfirming(false);
      setNotice(nlo.logo.removed);
      onChanged({ ...organization, hasLogo: false });
    },
    onError: (failure) => {
      setConfirming(false);
      setError(serverMessage(failure));
    },
  });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setNotice(null);
    setFile(chosen);
    setError(chosen ? checkLogoFile(chosen) : null);
  };

  const onUpload = () => {
    setNotice(null);
    const problem = checkLogoFile(file);
    setError(problem);
    if (problem || !file) {
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {nlo.logo.title}
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-5">
        {organization.hasLogo ? (
          <OrganizationLogo organization={organization} size="lg" bust={bust} />
        ) : (
          <p className="text-stone-700">{nlo.logo.none}</p>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={inputId} className="block font-medium text-stone-900">
              {nlo.logo.choose}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={LOGO_ACCEPT}
              onChange={onChoose}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(ids.description, error ? ids.error : null)}
              className="mt-1 block w-full text-stone-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:font-medium"
            />
            <FieldDescription id={ids.description}>{nlo.logo.intro}</FieldDescription>
            <FieldError id={ids.error}>{error}</FieldError>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={onUpload} busy={upload.isPending} busyLabel={nlo.logo.uploading} disabled={!file}>
              {nlo.logo.upload}
            </Button>
            {organization.hasLogo && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {nlo.logo.remove}
              </Button>
            )}
          </div>
          <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={nlo.logo.confirmRemoveTitle}
        confirmLabel={nlo.logo.remove}
        busyLabel={nlo.logo.removing}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{nlo.logo.confirmRemove}</p>
      </ConfirmDialog>
    </section>
  );
}
