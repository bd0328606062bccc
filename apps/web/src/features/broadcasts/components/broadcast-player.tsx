import type { PublicBroadcast } from '@afscheid/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { nlBroadcasts } from '../lib/texts.ts';

const texts = nlBroadcasts.public;
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** The 16:9 frame every player sits in, as wide as the page (a phone included). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-stone-950">{children}</div>
  );
}

/**
 * The stream: a YouTube (without cookies) or Vimeo embed in an iframe, or an HLS stream in a video element: played
 * natively where the browser can (Safari, iOS), otherwise with hls.js, loaded only now (its own chunk).
 */
export function BroadcastPlayer({ stream, title }: { stream: PublicBroadcast['stream']; title: string }) {
  if (stream.kind === 'hls') return <HlsPlayer url={stream.playerUrl} title={title} />;
  return (
    <Frame>
      <iframe
        src={stream.playerUrl}
        title={title}
        className="absolute inset-0 size-full border-0"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </Frame>
  );
}

function HlsPlayer({ url, title }: { url: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType(HLS_TYPE)) {
      element.src = url;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | null = null;
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setProblem(texts.noPlayer);
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem(texts.streamFailed);
        });
        hls.loadSource(url);
        hls.attachMedia(element);
      })
      .catch(() => {
        if (!cancelled) setProblem(texts.streamFailed);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <div>
      <Frame>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live camera stream of a ceremony has no caption file */}
        <video
          ref={video}
          title={title}
          aria-label={title}
          controls
          playsInline
          className="absolute inset-0 size-full"
        />
      </Frame>
      {problem && (
        <Alert tone="warning" className="mt-3">
          {problem}
        </Alert>
      )}
    </div>
  );
}
