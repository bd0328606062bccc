import { interpolate, type Debtor } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { createClientDebtor } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';

export interface ClientDebtorButtonProps {
  dossierId: string;
  /** Called with the debtor, new or the one this dossier made before. */
  onDebtor?(debtor: Debtor): void;
}

/** The server's Dutch reason (a 422 names the field, e.g. the client's surname), or the general failure. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return nl.errors.serverNoReference;
  const fieldMessages = Object.values(error.errors).flat();
  return fieldMessages.length ? fieldMessages.join(' ') : error.message || texts.clientDebtor.failed;
}

/** "Opdrachtgever als debiteur": makes the dossier's client (or invoice recipient) a debtor, once. */
export function ClientDebtorButton({ dossierId, onDebtor }: ClientDebtorButtonProps) {
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: () => createClientDebtor(dossierId),
    onSuccess: ({ debtor }) => {
      void queryClient.invalidateQueries({ queryKey: debtorKeys.all });
      onDebtor?.(debtor);
    },
  });
  const answer = make.data;
  return (
    <div className="space-y-2">
      <Button variant="secondary" busy={make.isPending} busyLabel={texts.clientDebtor.busy} onClick={() => make.mutate()}>
        {texts.clientDebtor.button}
      </Button>
      <div aria-live="polite">
        {answer && (
          <Alert tone="success">
            {interpolate(answer.created ? texts.clientDebtor.created : texts.clientDebtor.existing, {
              name: answer.debtor.displayName,
            })}{' '}
            <Link className="underline" to={`/debtors/${encodeURIComponent(answer.debtor.id)}`}>
              {interpolate(texts.clientDebtor.open, { name: answer.debtor.displayName })}
            </Link>
          </Alert>
        )}
        {make.isError && <Alert tone="error">{failureText(make.error)}</Alert>}
      </div>
    </div>
  );
}
