import {
  WEFACT_DEFAULT_BASE_URL,
  WEFACT_TAX_RATES,
  interpolate,
  messages,
  requiredMessage,
  type WefactSettingsData,
  type WefactTestResult,
} from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { toFieldName } from '../../../lib/api/form-errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { testWefactConnection, updateWefactSettings } from '../api/organizations-api.ts';
import {
  TAX_FIELDS,
  keyAgainError,
  needsKeyAgain,
  wefactFieldFor,
  wefactFormValues,
  wefactUpdate,
  type WefactFormValues,
} from '../lib/wefact-form.ts';

type TestOutcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The "Wefact API edit" dialog: key (empty keeps the stored one, unless the address changes: the stored key only
 * goes to the address it was saved with), API address, the four VAT codes, a connection test.
 */
export function WefactDialog({
  open,
  organizationId,
  settings,
  onClose,
  onSaved,
}: {
  open: boolean;
  organizationId: string;
  settings: WefactSettingsData;
  onClose: () => void;
  onSaved: (settings: WefactSettingsData) => void;
}) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    reset,
    trigger,
    control,
    formState: { errors },
  } = useForm<WefactFormValues>({ defaultValues: wefactFormValues(settings) });
  const keyAgain = needsKeyAgain({ baseUrl: useWatch({ control, name: 'baseUrl' }) }, settings);

  // Every time the dialog opens it starts from the stored settings (the key field empty).
  useEffect(() => {
    if (open) reset(wefactFormValues(settings));
  }, [open, settings, reset]);

  /** Puts the server's messages on the fields; returns the ones that belong to no field. */
  const applyErrors = (error: unknown): string | null => {
    if (!isApiError(error)) return nl.errors.serverNoReference;
    let onField = false;
    let first = true;
    for (const [key, list] of Object.entries(error.errors)) {
      const field = wefactFieldFor(toFieldName(key));
      if (!field || !list[0]) continue;
      setError(field, { type: 'server', message: list[0] }, { shouldFocus: first });
      first = false;
      onField = true;
    }
    return onField ? null : error.message;
  };

  const test = useMutation({
    mutationFn: (values: WefactFormValues) => {
      const { apiKey, baseUrl } = wefactUpdate(values);
      return testWefactConnection(organizationId, { apiKey, baseUrl });
    },
    onSuccess: (result: WefactTestResult) =>
      setOutcome(
        result.ok
          ? { tone: 'success', text: nlo.wefact.testOk }
          : { tone: 'error', text: interpolate(nlo.wefact.testFailed, { message: result.message }) },
      ),
    onError: (error) => {
      const message = applyErrors(error);
      setOutcome(message ? { tone: 'error', text: message } : null);
    },
  });

  const save = useMutation({
    mutationFn: (values: WefactFormValues) => updateWefactSettings(organizationId, wefactUpdate(values)),
    onSuccess: onSaved,
    onError: (error) => setFormError(applyErrors(error)),
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  const runTest = async () => {
    clearErrors();
    setOutcome(null);
    // A new address without the key again: say so on the field instead of asking the server.
    if (!(await trigger('apiKey', { shouldFocus: true }))) return;
    test.mutate(getValues());
  };

  const close = () => {
    setFormError(null);
    setOutcome(null);
    clearErrors();
    onClose();
  };

  const requiredCode = (rate: (typeof WEFACT_TAX_RATES)[number]) => ({
    validate: (value: string) =>
      value.trim() !== '' ||
      requiredMessage(interpolate(messages.wefact.taxCodeField, { rate: messages.wefact.taxCodes[rate] })),
  });

  return (
    <FormDialog
      open={open}
      title={nlo.wefact.dialogTitle}
      onClose={close}
      formId={formId}
      busy={save.isPending}
      texts={{ cancel: nlo.wefact.cancel, submit: nlo.wefact.save, submitting: nlo.wefact.saving }}
      actions={
        <Button
          variant="secondary"
          busy={test.isPending}
          busyLabel={nlo.wefact.testing}
          onClick={() => void runTest()}
        >
          {nlo.wefact.test}
        </Button>
      }
      error={formError}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          label={messages.fields.apiKey}
          autoComplete="off"
          required={keyAgain}
          description={
            keyAgain
              ? messages.wefact.keyAgainHint
              : settings.apiKeyLast4
                ? nlo.wefact.apiKeyHint
                : nlo.wefact.apiKeyHintNone
          }
          error={errors.apiKey?.message}
          {...register('apiKey', { validate: (_value, values) => keyAgainError(values, settings) ?? true })}
        />
        <TextField
          label={messages.fields.baseUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          description={interpolate(nlo.wefact.baseUrlHint, { url: WEFACT_DEFAULT_BASE_URL })}
          error={errors.baseUrl?.message}
          {...register('baseUrl')}
        />
        <fieldset>
          <legend className="text-base font-semibold text-stone-900">{messages.fields.taxCodes}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {WEFACT_TAX_RATES.map((rate) => (
              <TextField
                key={rate}
                label={interpolate(messages.wefact.taxCodeField, { rate: messages.wefact.taxCodes[rate] })}
                required={rate !== 'disbursement'}
                description={rate === 'disbursement' ? messages.wefact.disbursementHint : undefined}
                autoComplete="off"
                error={errors[TAX_FIELDS[rate]]?.message}
                {...register(TAX_FIELDS[rate], rate === 'disbursement' ? {} : requiredCode(rate))}
              />
            ))}
          </div>
        </fieldset>
      </form>
      <div aria-live="polite" className="mt-4">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </FormDialog>
  );
}
