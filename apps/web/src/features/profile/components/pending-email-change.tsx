import { formatDateTime, interpolate, messages } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { cancelEmailChange, emailChangeKey, getEmailChange } from '../api/profile-api.ts';

const t = messages.profile.emailChange;

/** "Wachtend op bevestiging: …" with until when the link works, and a button to cancel the change. */
export function PendingEmailChangeNotice() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const { data: pending } = useQuery({ queryKey: emailChangeKey, queryFn: getEmailChange });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => {
      queryClient.setQueryData(emailChangeKey, null);
      setNotice({ tone: 'success', text: t.cancelled });
    },
    onError: (failure) => setNotice({ tone: 'error', text: errorText(failure) }),
  });

  return (
    <div className="mt-5">
      <NoticeRegion notice={notice} className="" />
      {pending && (
        <div
          className="mt-3 rounded-md bg-brand-50 px-4 py-3 text-stone-900"
          data-testid="pending-email-change"
        >
          <p className="font-medium">{interpolate(t.pending, { email: pending.email })}</p>
          <p className="mt-1 text-sm text-stone-700">
            {interpolate(t.pendingHint, { date: formatDateTime(pending.expiresAt) })}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            busy={cancel.isPending}
            busyLabel={t.cancelling}
            onClick={() => {
              setNotice(null);
              cancel.mutate();
            }}
          >
            {t.cancel}
          </Button>
        </div>
      )}
    </div>
  );
}
