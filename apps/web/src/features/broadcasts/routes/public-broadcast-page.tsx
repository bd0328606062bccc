import {
  formatDate,
  formatDateTime,
  formatTime,
  interpolate,
  messages,
  type PublicBroadcast,
} from '@afscheid/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { accessPublicBroadcast } from '../api/broadcasts-api.ts';
import { BroadcastPlayer } from '../components/broadcast-player.tsx';
import { nlBroadcasts } from '../lib/texts.ts';

const texts = nlBroadcasts.public;
const answers = messages.broadcasts.public;

/** Keeps search engines off the page while it is shown (the server also sends `X-Robots-Tag`). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

type Refusal = { kind: 'wrong-code' | 'too-many' | 'gone' | 'failed'; text: string };

/** What a refused access says: a wrong code, too many tries (with the wait), no longer available, or a failure. */
export function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: 'failed', text: texts.failed };
  if (error.status === 404) return { kind: 'wrong-code', text: answers.wrongCode };
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 15 * 60) / 60));
    return { kind: 'too-many', text: interpolate(answers.tooManyAttempts, { minutes }) };
  }
  if (error.status === 410) {
    return {
      kind: 'gone',
      text: error.message === answers.cancelled ? answers.cancelled : answers.unavailable,
    };
  }
  if (error.status === 422)
    return { kind: 'wrong-code', text: Object.values(error.errors)[0]?.[0] ?? answers.wrongCode };
  return { kind: 'failed', text: texts.failed };
}

/**
 * `/uitzending/{slug}`, the public page where relatives watch a broadcast (no login). Nothing of the broadcast
 * is shown, not even its title, until the right access code is entered; the code stays in this page's memory
 * only (never in the address, never stored). Then: the name of the deceased, the date and time, the player.
 */
export function PublicBroadcastPage() {
  const { slug = '' } = useParams();
  useNoIndex();
  const [broadcast, setBroadcast] = useState<PublicBroadcast | null>(null);
  if (broadcast) return <Watching broadcast={broadcast} />;
  return <CodeForm slug={slug} onAccess={setBroadcast} />;
}

function CodeForm({ slug, onAccess }: { slug: string; onAccess: (broadcast: PublicBroadcast) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    setFieldError(null);
    if (code.trim() === '') {
      setFieldError(texts.codeRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await accessPublicBroadcast(slug, code);
      setCode('');
      onAccess(answer);
    } catch (error) {
      const next = refusalOf(error);
      if (next.kind === 'wrong-code') {
        setFieldError(next.text);
        input.current?.focus();
        input.current?.select();
      } else {
        setRefusal(next);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1
        tabIndex={-1}
        data-page-title=""
        className="text-2xl font-semibold text-stone-900 outline-none sm:text-3xl"
      >
        {texts.heading}
      </h1>
      {refusal?.kind === 'gone' ? (
        <Alert tone="info" className="mt-4">
          {refusal.text}
        </Alert>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{texts.intro}</p>
          {refusal && (
            <Alert tone="error" className="mt-4">
              {refusal.text}
            </Alert>
          )}
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
            <TextField
              ref={input}
              label={texts.code}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              description={texts.codeHint}
              error={fieldError ?? undefined}
              className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-widest"
            />
            <Button type="submit" busy={busy} busyLabel={texts.submitting} className="w-full sm:w-auto">
              {texts.submit}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}

function Watching({ broadcast }: { broadcast: PublicBroadcast }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = broadcast.deceasedName ?? broadcast.title;
  // The page changed without a navigation: take focus to the new heading so screen readers read on from there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <article aria-labelledby={headingId} className="mx-auto max-w-4xl">
      <h1
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold break-words text-stone-900 outline-none sm:text-3xl"
      >
        {name}
      </h1>
      <p className="mt-2 text-lg text-stone-700">
        {interpolate(texts.when, {
          date: formatDate(broadcast.startsAt),
          start: formatTime(broadcast.startsAt),
          end: formatTime(broadcast.endsAt),
        })}
      </p>
      <div className="mt-6">
        <BroadcastPlayer stream={broadcast.stream} title={interpolate(texts.playerTitle, { name })} />
      </div>
      {broadcast.status === 'scheduled' && <p className="mt-4 text-stone-700">{texts.statusScheduled}</p>}
      {broadcast.status === 'ended' && (
        <p className="mt-4 text-stone-700">
          {texts.statusEnded}{' '}
          {broadcast.availableUntil &&
            interpolate(texts.availableUntil, { when: formatDateTime(broadcast.availableUntil) })}
        </p>
      )}
    </article>
  );
}
