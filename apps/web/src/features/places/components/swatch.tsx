import { cx } from '../../../components/ui/class-names.ts';

/** The place's colour as a small filled square (decoration: the colour's name is always written next to it). */
export function Swatch({ color, small = false }: { color: string; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block shrink-0 rounded border border-stone-400', small ? 'size-4' : 'size-6')}
      style={{ backgroundColor: color }}
    />
  );
}
