import { interpolate } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { shareBroadcast, type ShareInput } from '../api/broadcasts-api.ts';
import { broadcastSchemas } from '../lib/broadcast-resolvers.ts';
import { nlBroadcasts } from '../lib/texts.ts';

const texts = nlBroadcasts.share;

interface ShareValues {
  recipients: string;
  message: string;
}

const EMPTY: ShareValues = { recipients: '', message: '' };
const resolver = broadcastSchemas.resolver<ShareValues, ShareInput>('share');

/** "Verstuurd naar 2 adressen." */
export const sentText = (count: number): string =>
  count === 1 ? texts.sentOne : interpolate(texts.sent, { count });

/**
 * "Delen per e-mail": addresses (one a line, or separated by commas) and an optional message; each recipient gets
 * an e-mail of their own with the link and the code. Afterwards the dialog says to how many addresses it went.
 */
export function ShareDialog({
  open,
  placeId,
  broadcastId,
  onClose,
}: {
  open: boolean;
  placeId: string;
  broadcastId: string;
  onClose: () => void;
}) {
  const formId = useId();
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShareValues, unknown, ShareInput>({ resolver, defaultValues: EMPTY });
  useEffect(() => {
    if (open) void broadcastSchemas.preload();
  }, [open]);

  const share = useMutation({
    mutationFn: (input: ShareInput) => shareBroadcast(placeId, broadcastId, input),
    onSuccess: (_answer, input) => {
      reset(EMPTY);
      setSentTo(input.recipients.length);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        // `recipients.3`: a message about one address goes on the field of all of them.
        const recipients = Object.entries(error.errors).find(([key]) => key.startsWith('recipients'))?.[1][0];
        const message = error.errors['message']?.[0];
        if (recipients)
          setError('recipients', { type: 'server', message: recipients }, { shouldFocus: true });
        if (message) setError('message', { type: 'server', message });
        if (recipients || message) return;
      }
      setFormError(isApiError(error) ? error.message : nl.errors.serverNoReference);
    },
  });

  const close = () => {
    reset(EMPTY);
    setSentTo(null);
    setFormError(null);
    onClose();
  };

  // One dialog throughout (focus stays in it): the form, then what was sent.
  return (
    <Dialog
      open={open}
      title={texts.title}
      description={sentTo === null ? texts.description : undefined}
      onClose={close}
      footer={
        sentTo === null ? (
          <>
            <Button variant="secondary" onClick={close}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={formId} busy={share.isPending} busyLabel={texts.submitting}>
              {texts.submit}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{nl.dialog.close}</Button>
        )
      }
    >
      {sentTo !== null ? (
        <Alert tone="success">{sentText(sentTo)}</Alert>
      ) : (
        <>
          {formError && (
            <Alert tone="error" className="mb-4">
              {formError}
            </Alert>
          )}
          <form
            id={formId}
            noValidate
            className="space-y-5"
            onSubmit={(event) =>
              void handleSubmit((input) => {
                setFormError(null);
                share.mutate(input);
              })(event)
            }
          >
            <TextareaField
              label={texts.recipients}
              required
              rows={4}
              autoComplete="off"
              spellCheck={false}
              description={texts.recipientsHint}
              error={errors.recipients?.message}
              {...register('recipients')}
            />
            <TextareaField
              label={`${texts.message} ${nlBroadcasts.common.optional}`}
              rows={4}
              maxLength={2000}
              description={texts.messageHint}
              error={errors.message?.message}
              {...register('message')}
            />
          </form>
        </>
      )}
    </Dialog>
  );
}
