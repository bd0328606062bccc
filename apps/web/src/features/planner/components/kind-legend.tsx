import { RESERVATION_KINDS } from '@afscheid/shared';
import { cx } from '../../../components/ui/class-names.ts';
import { KIND_STYLES, kindLabel } from '../lib/display.ts';
import { nlPlanner } from '../lib/texts.ts';

const texts = nlPlanner.page;

/** The colours of the kinds, how an option looks and what the faint band around a block means. */
export function KindLegend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-800">
      <h2 className="font-semibold">{texts.legend}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {RESERVATION_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cx('inline-block size-4 rounded-sm border border-l-4', KIND_STYLES[kind].swatch)} />
            {kindLabel(kind)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border-2 border-dashed border-stone-700 bg-white" />
          {texts.optionLegend}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-dashed border-stone-400 bg-stone-300/30" />
          {texts.busyLegend}
        </li>
      </ul>
    </div>
  );
}
