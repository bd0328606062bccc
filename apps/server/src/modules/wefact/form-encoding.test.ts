import { describe, expect, it } from 'vitest';
import { encodeForm } from './form-encoding.ts';

const decoded = (body: string) => [...new URLSearchParams(body)];

describe('encodeForm', () => {
  it('encodes flat fields', () => {
    expect(encodeForm({ api_key: 'abc', controller: 'debtor', action: 'list', limit: 1 })).toBe(
      'api_key=abc&controller=debtor&action=list&limit=1',
    );
  });

  it('encodes nested arrays and objects with PHP-style brackets', () => {
    const body = encodeForm({
      DebtorCode: 'DB10000',
      InvoiceLines: [
        { Description: 'Verzorging & opbaring', Number: 1, PriceExcl: 450.5, TaxCode: 'V0' },
        { Description: 'Bloemstuk', Number: 2, PriceExcl: 65, TaxCode: 'V9' },
      ],
    });
    expect(decoded(body)).toEqual([
      ['DebtorCode', 'DB10000'],
      ['InvoiceLines[0][Description]', 'Verzorging & opbaring'],
      ['InvoiceLines[0][Number]', '1'],
      ['InvoiceLines[0][PriceExcl]', '450.5'],
      ['InvoiceLines[0][TaxCode]', 'V0'],
      ['InvoiceLines[1][Description]', 'Bloemstuk'],
      ['InvoiceLines[1][Number]', '2'],
      ['InvoiceLines[1][PriceExcl]', '65'],
      ['InvoiceLines[1][TaxCode]', 'V9'],
    ]);
    expect(body).toContain('InvoiceLines%5B0%5D%5BPriceExcl%5D=450.5');
    expect(body).toContain('Verzorging+%26+opbaring');
  });

  it('leaves out undefined, sends null as empty and booleans as 1/0', () => {
    expect(decoded(encodeForm({ a: undefined, b: null, c: true, d: false, e: { f: [] } }))).toEqual([
      ['b', ''],
      ['c', '1'],
      ['d', '0'],
    ]);
  });
});
