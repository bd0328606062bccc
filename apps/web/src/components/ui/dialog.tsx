import { useId, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { cx } from './class-names.ts';
import { WIDGET_LOCALE } from './locale.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  description?: string;
  /** A wider panel (a table inside). */
  wide?: boolean;
}

/**
 * A modal dialog (React Aria's Modal and Dialog): focus moves into it and stays there, the page behind is hidden
 * from screen readers and does not scroll, Escape closes it, focus returns to the element that opened it, and
 * its title labels it. A click on the backdrop does not close it: a half-filled form is not lost by a stray click.
 */
export function Dialog({ open, title, onClose, children, footer, description, wide = false }: DialogProps) {
  const descriptionId = useId();
  return (
    <I18nProvider locale={WIDGET_LOCALE}>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
      >
        <Modal className={cx('w-full', wide ? 'max-w-3xl' : 'max-w-lg')}>
          <AriaDialog
            aria-describedby={description ? descriptionId : undefined}
            className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg bg-white p-6 shadow-xl outline-none"
          >
            <div className="flex items-start justify-between gap-4">
              <Heading slot="title" className="text-xl font-semibold text-stone-900">
                {title}
              </Heading>
              <button
                type="button"
                onClick={onClose}
                className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100"
              >
                {nl.dialog.close}
              </button>
            </div>
            {description && (
              <p id={descriptionId} className="mt-2 text-stone-700">
                {description}
              </p>
            )}
            <div className="mt-4">{children}</div>
            {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
