import type { BroadcastData } from '@afscheid/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { regenerateAccessCode } from '../api/broadcasts-api.ts';
import { nlBroadcasts } from '../lib/texts.ts';
import { ShareDialog } from './share-dialog.tsx';

const texts = nlBroadcasts.access;

/**
 * What the family needs, shown large on the broadcast's page: the access code (readable, with a copy button) and
 * the public link (copy), "Nieuwe code" (after a confirmation: the old code stops working) and "Delen per e-mail".
 */
export function AccessPanel({
  broadcast,
  onRegenerated,
}: {
  broadcast: BroadcastData;
  onRegenerated: (next: BroadcastData) => void;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [regenerated, setRegenerated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const regenerate = useMutation({
    mutationFn: () => regenerateAccessCode(broadcast.place.id, broadcast.id),
    onSuccess: (next) => {
      setConfirming(false);
      setRegenerated(true);
      onRegenerated(next);
    },
    onError: (problem) => setFailure(errorText(problem)),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border-2 border-brand-700 bg-white p-5 shadow-sm"
      data-testid="broadcast-access"
    >
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-stone-700">{texts.intro}</p>
      <CopyField
        label={texts.code}
        value={broadcast.accessCode}
        description={texts.codeHint}
        large
        className="mt-4"
      />
      <CopyField label={texts.link} value={broadcast.publicUrl} className="mt-4" />
      <NoticeRegion notice={regenerated ? { tone: 'success', text: texts.regenerated } : null} />
      <div className="mt-2 flex flex-wrap gap-3">
        <Button onClick={() => setSharing(true)}>{texts.share}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setFailure(null);
            setRegenerated(false);
            setConfirming(true);
          }}
        >
          {texts.regenerate}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.regenerateTitle}
        confirmLabel={texts.regenerate}
        busyLabel={texts.regenerating}
        busy={regenerate.isPending}
        error={failure}
        onCancel={() => setConfirming(false)}
        onConfirm={() => regenerate.mutate()}
      >
        <p>{texts.regenerateBody}</p>
      </ConfirmDialog>
      <ShareDialog
        open={sharing}
        placeId={broadcast.place.id}
        broadcastId={broadcast.id}
        onClose={() => setSharing(false)}
      />
    </section>
  );
}
