import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileName, fileNameParts } from './file-name.tsx';

afterEach(cleanup);

describe('a file name in a narrow column (issue 11)', () => {
  it('breaks after dashes, underscores, dots and spaces, and between words written together', () => {
    expect(fileNameParts('verklaring-implantaten_J.Jansen 2026.pdf')).toEqual([
      'verklaring-',
      'implantaten_',
      'J.',
      'Jansen ',
      '2026.',
      'pdf',
    ]);
    expect(fileNameParts('AkteVanOverlijden.pdf')).toEqual(['Akte', 'Van', 'Overlijden.', 'pdf']);
    expect(fileNameParts('scan.PDF')).toEqual(['scan.', 'PDF']);
    expect(fileNameParts('akte')).toEqual(['akte']);
  });

  it('shows the whole name with a break opportunity between the parts, not inside a word', () => {
    const { container } = render(
      <p>
        <FileName name="aanvraagformulier_crematie.pdf" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('aanvraagformulier_crematie.pdf');
    expect(paragraph.querySelectorAll('wbr')).toHaveLength(2);
    expect(paragraph.innerHTML).toBe('aanvraagformulier_<wbr>crematie.<wbr>pdf');
  });
});
