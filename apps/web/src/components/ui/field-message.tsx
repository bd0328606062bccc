import type { ReactNode } from 'react';

/** A field's error, linked to the control through aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

export function FieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-stone-600">
      {children}
    </p>
  );
}
