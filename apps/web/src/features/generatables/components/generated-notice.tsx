import { interpolate, type DocumentData } from '@afscheid/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { nlGeneratables } from '../lib/texts.ts';

const texts = nlGeneratables.notice;

/** "“opdrachtbevestiging.pdf” is gemaakt …" with its download link; put it in a live region. */
export function GeneratedNotice({ document }: { document: DocumentData }) {
  return (
    <Alert tone="success">
      {interpolate(texts.generated, { name: document.fileName })}{' '}
      <a
        href={document.downloadUrl}
        download={document.fileName}
        aria-label={interpolate(texts.downloadLabel, { name: document.fileName })}
        className="font-medium"
      >
        {texts.download}
      </a>
    </Alert>
  );
}

/** "Gemaakt van: Opdrachtbevestiging", for a generated document in a list; null for an uploaded file. */
export function generatedFromText(document: Pick<DocumentData, 'generatable'>): string | null {
  return document.generatable
    ? interpolate(nlGeneratables.generatedFrom, { name: document.generatable.name })
    : null;
}
