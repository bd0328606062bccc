import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-message.tsx';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.execute;

/**
 * A signature drawn on a canvas (the `signature_pad` package: mouse, finger or pen), handed on as a PNG data
 * URL ('' when empty or cleared). Where a canvas cannot be drawn on, it says so; the dialog offers the upload of
 * a signed form beside it, which is also the way for keyboard users.
 */
export function SignatureField({
  onChange,
  error,
  describedById,
}: {
  onChange: (dataUrl: string) => void;
  error?: string;
  /** The id of the text that explains the alternative (the upload). */
  describedById?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  const statusId = useId();
  const errorId = useId();
  const [available, setAvailable] = useState(true);
  const [captured, setCaptured] = useState(false);

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad;
    // The canvas gets the device's pixels, so the signature stays sharp; resizing keeps what was drawn.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = padRef.current?.toData() ?? [];
      canvas.width = Math.max(1, canvas.offsetWidth) * ratio;
      canvas.height = Math.max(1, canvas.offsetHeight) * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      padRef.current?.clear();
      if (data.length > 0) padRef.current?.fromData(data);
    };
    try {
      if (!canvas.getContext('2d')) throw new Error('No 2D canvas in this browser.');
      pad = new SignaturePad(canvas, { penColor: '#1c1917', backgroundColor: 'rgb(255, 255, 255)' });
    } catch {
      setAvailable(false);
      return;
    }
    padRef.current = pad;
    fit();
    const ended = () => {
      const data = pad.isEmpty() ? '' : pad.toDataURL('image/png');
      setCaptured(data !== '');
      changed.current(data);
    };
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  if (!available) return <p className="text-stone-800">{texts.signatureUnavailable}</p>;

  const clear = () => {
    padRef.current?.clear();
    setCaptured(false);
    changed.current('');
  };

  return (
    <div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={texts.signatureCanvas}
        aria-describedby={[statusId, describedById, error ? errorId : null].filter(Boolean).join(' ')}
        className={`block h-40 w-full touch-none rounded-md border bg-white ${error ? 'border-red-700' : 'border-stone-400'}`}
        data-testid="signature-canvas"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p id={statusId} className="text-sm text-stone-700" aria-live="polite">
          {captured ? texts.signatureCaptured : texts.signatureEmpty}
        </p>
        <Button variant="secondary" onClick={clear} disabled={!captured}>
          {texts.signatureClear}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
