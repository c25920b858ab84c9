import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { classNames } from '../../logic/class-names';

export interface BareModalProps {
  /** The dialog's accessible name (its content shows its own title). */
  label: string;
  /** Called when the modal asks to close (Escape). */
  onClose: () => void;
  size?: 'small' | 'medium' | 'large';
  /** A class for the dialog inside the kit's panel (the content's own layout). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal whose content brings its own title and close button (the player): the kit's backdrop and panel around a
 * labelled dialog, open while rendered. Clicking the backdrop does not close it; Escape does.
 */
export function BareModal({ label, onClose, size = 'medium', className, children }: BareModalProps) {
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="tate-modal-overlay">
      <AriaModal className={classNames('tate-modal', `tate-modal--${size}`)}>
        <AriaDialog aria-label={label} className={classNames('tate-dialog', className)}>
          {children}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
