import { describe, expect, it } from 'vitest';
import { foldedWords, foldText, nameSortKey } from './fold.ts';

describe('foldText', () => {
  it('drops case and accents, also of letters Unicode does not decompose', () => {
    expect(foldText('Yılmaz')).toBe('yilmaz');
    expect(foldText('YILMAZ')).toBe('yilmaz');
    expect(foldText('Çelik')).toBe('celik');
    expect(foldText('ÇELİK')).toBe('celik');
    expect(foldText('De Vries')).toBe('de vries');
    expect(foldText('Éénhoorn')).toBe('eenhoorn');
    expect(foldText('Zoë Öztürk')).toBe('zoe ozturk');
    expect(foldText('Søren Ørsted')).toBe('soren orsted');
    expect(foldText('Łukasz Wałęsa')).toBe('lukasz walesa');
    expect(foldText('Straße ẞ')).toBe('strasse ss');
    expect(foldText('Æbeltoft Cœur')).toBe('aebeltoft coeur');
    expect(foldText('Đorđević')).toBe('dordevic');
    expect(foldText('Þórður Guðmundsdóttir')).toBe('thordur gudmundsdottir');
    expect(foldText('Ĳsselmeer ĳs')).toBe('ijsselmeer ijs');
    expect(foldText('Nguyễn Thị')).toBe('nguyen thi');
    expect(foldText('2026-0042')).toBe('2026-0042');
  });

  it('gives the same text when folded again', () => {
    for (const text of ['Yılmaz', 'ÇELİK', 'Þór', 'Straße', 'Ĳsbrand', 'Cœur', 'Ørsted']) {
      expect(foldText(foldText(text))).toBe(foldText(text));
    }
  });
});

describe('foldedWords', () => {
  it('splits on everything that is not a letter or digit', () => {
    expect(foldedWords("d'Ancona-de Wit")).toEqual(['d', 'ancona', 'de', 'wit']);
    expect(foldedWords('  Van  der   Berg ')).toEqual(['van', 'der', 'berg']);
    expect(foldedWords(null)).toEqual([]);
    expect(foldedWords('')).toEqual([]);
  });
});

describe('nameSortKey', () => {
  type Name = [last: string, first: string, prefix: string | null];
  const byKey = (names: Name[]) =>
    [...names].sort((a, b) => {
      const [x, y] = [nameSortKey(a), nameSortKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  // The collator on the whole name: first the letters of every part, then the accents (case never decides).
  const base = new Intl.Collator('nl', { sensitivity: 'base' });
  const accent = new Intl.Collator('nl', { sensitivity: 'accent' });
  const byCollator = (names: Name[]) =>
    [...names].sort((a, b) => {
      for (const collator of [base, accent]) {
        for (const i of [0, 1, 2] as const) {
          const order = collator.compare(a[i] ?? '', b[i] ?? '');
          if (order !== 0) return order;
        }
      }
      return 0;
    });

  it('puts Çelik among the C’s, ignores case and files a name under its last name, not its prefix', () => {
    const names: Name[] = [
      ['Vries', 'Pieter', 'de'],
      ['Çelik', 'Zoë', null],
      ['Bakker', 'Janneke', null],
      ['Zandstra', 'Klaas', null],
      ['Dijk', 'Anna', 'van'],
      ['Cornelissen', 'Jan', null],
      ['Celik', 'Ahmet', null],
      ['Yılmaz', 'Fatma', null],
      ['Yildiz', 'Emre', null],
      ['berg', 'Jan', 'van den'],
    ];
    expect(byKey(names).map(([last]) => last)).toEqual([
      'Bakker',
      'berg',
      'Celik',
      'Çelik',
      'Cornelissen',
      'Dijk',
      'Vries',
      'Yildiz',
      'Yılmaz',
      'Zandstra',
    ]);
  });

  it('orders like Intl.Collator("nl"): part by part by their letters, then by their accents', () => {
    const names: Name[] = [
      ['Berg', 'Jan', 'van den'],
      ['Berg', 'Jan Willem', null],
      ['Bergen', 'Anna', null],
      ['Berg', 'Anna', 'van der'],
      ['Berg Bakker', 'Anna', null],
      ['Bergman', 'Éva', null],
      ['Bergman', 'Eva', null],
      ['Bergmann', 'Eva', null],
      ['Öztürk', 'Ali', null],
      ['Oz', 'Ali', null],
      ['Ozturk', 'Ali', null],
      ['Ørsted', 'Søren', null],
      ['Orsted', 'Soren', null],
      ['Łukasz', 'Adam', null],
      ['Lukas', 'Adam', null],
      ['Straße', 'Anna', null],
      ['Strasser', 'Anna', null],
      ['Vries', 'Pieter', 'de'],
      ['Vries', 'Pieter', null],
      ['VRIES', 'Anna', null],
      ['Ängström', 'Anders', null],
      ['Aalders', 'Bram', null],
      ['Abbes', 'Bram', null],
      ['2e Berg', 'Anna', null],
    ];
    const shuffled = [...names].reverse();
    expect(byKey(shuffled)).toEqual(byCollator(shuffled));
  });
});
