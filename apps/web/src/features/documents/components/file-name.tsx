import { Fragment } from 'react';

/**
 * The places a file name may break: after a dash, underscore, dot or space, and between a lower-case letter and
 * a capital (`VerklaringImplantaten`). Parts keep their separator at the end.
 */
export function fileNameParts(name: string): string[] {
  return name.split(/(?<=[-_.\s])|(?<=[a-zà-ÿ])(?=[A-Z])/u).filter((part) => part !== '');
}

/**
 * A file name that breaks at sensible places in a narrow column (issue 11): a line break opportunity after
 * each part, rather than anywhere inside a word. Pair it with `wrap-anywhere` so a very long part still fits.
 */
export function FileName({ name }: { name: string }) {
  return (
    <>
      {fileNameParts(name).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
