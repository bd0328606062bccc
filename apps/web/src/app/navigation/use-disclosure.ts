import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state for a menu button and its panel: Escape closes it (focus back on the button),
 * and so do a click or focus outside both.
 */
export function useDisclosure<B extends HTMLElement, P extends HTMLElement>(): {
  open: boolean;
  toggle: () => void;
  close: () => void;
  buttonRef: RefObject<B | null>;
  panelRef: RefObject<P | null>;
} {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (buttonRef.current?.contains(target) || panelRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return { open, toggle, close, buttonRef, panelRef };
}
