import { describe, expect, it } from 'vitest';
import { dossierCountText, dossierPageText } from './list-count.ts';

describe('dossierCountText', () => {
  it('counts in Dutch notation, one dossier in the singular', () => {
    expect(dossierCountText({ total: 1, totalCapped: false })).toBe('1 dossier');
    expect(dossierCountText({ total: 0, totalCapped: false })).toBe('0 dossiers');
    expect(dossierCountText({ total: 100007, totalCapped: false })).toBe('100.007 dossiers');
    // An answer without the flag (an older server) is an exact count.
    expect(dossierCountText({ total: 25 })).toBe('25 dossiers');
  });

  it('says "meer dan 1.000" when the server stopped counting', () => {
    expect(dossierCountText({ total: 1000, totalCapped: true })).toBe('Meer dan 1.000 dossiers');
  });
});

describe('dossierPageText', () => {
  it('names the page and, when known, how many there are', () => {
    expect(dossierPageText(2, 4001)).toBe('Pagina 2 van 4.001');
    expect(dossierPageText(41, 42, true)).toBe('Pagina 41');
  });
});
