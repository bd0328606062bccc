import { useId, type ComponentProps } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
}

export function CheckboxField({ label, id, className, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <input id={inputId} type="checkbox" className="size-5 rounded border-stone-400 accent-brand-700" {...props} />
        <label htmlFor={inputId} className="text-base text-stone-900">
          {label}
        </label>
      </div>
    </div>
  );
}
