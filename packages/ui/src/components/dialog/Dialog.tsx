import { useId, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { classNames } from '../../logic/class-names';
import { Button, IconButton } from '../button/Button';
import { CloseIcon } from '../icons/icons';

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  title: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; receives `close`. */
  footer?: (close: () => void) => ReactNode;
  /** Show the round close button in the corner (default true). */
  showCloseButton?: boolean;
  /** In the corner instead of the close button: a way out that must work without JavaScript (a form's button). */
  headerAction?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/** Dialog content: a titled panel with an optional close button. Place inside `Modal` or a popover. */
export function Dialog({
  title,
  children,
  footer,
  showCloseButton = true,
  headerAction,
  closeLabel = 'Close',
  className,
  ...props
}: DialogProps) {
  return (
    <AriaDialog {...props} className={classNames('tate-dialog', className)}>
      {({ close }) => (
        <>
          <div className="tate-dialog__header">
            <Heading slot="title" className="tate-dialog__title">
              {title}
            </Heading>
            {headerAction ? <div className="tate-dialog__close">{headerAction}</div> : null}
            {showCloseButton && !headerAction && (
              <IconButton label={closeLabel} onPress={close} className="tate-dialog__close">
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div className="tate-dialog__body">{typeof children === 'function' ? children(close) : children}</div>
          {footer && <div className="tate-dialog__footer">{footer(close)}</div>}
        </>
      )}
    </AriaDialog>
  );
}

export type ModalSize = 'small' | 'medium' | 'large' | 'extraLarge';

type ModalOverlayOptions = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
>;

export interface ModalProps
  extends ModalOverlayOptions,
    Pick<DialogProps, 'title' | 'children' | 'footer' | 'showCloseButton' | 'headerAction' | 'closeLabel' | 'className'> {
  size?: ModalSize;
  /**
   * A static modal: neither Escape nor a click outside closes it (child-check and newsletter
   * pop-ups). Give it a visible way out.
   */
  isStatic?: boolean;
  role?: 'dialog' | 'alertdialog';
  /**
   * Also render an open modal in the server's HTML, as a static dialog for browsers without JavaScript, so a
   * modal that holds a form works without it. Its way out must then be a link or a form too.
   */
  serverRendered?: boolean;
}

/** The open modal as plain HTML, for the server render and for browsers without JavaScript. */
function StaticModal({
  size,
  role = 'dialog',
  title,
  children,
  footer,
  headerAction,
  className,
}: Pick<ModalProps, 'title' | 'children' | 'footer' | 'headerAction' | 'className' | 'role'> & { size: ModalSize }) {
  const titleId = useId();
  const noop = () => undefined;
  return (
    <div className="tate-modal-overlay">
      <div className={classNames('tate-modal', `tate-modal--${size}`)}>
        <section role={role} aria-modal="true" aria-labelledby={titleId} className={classNames('tate-dialog', className)}>
          <div className="tate-dialog__header">
            <h2 id={titleId} className="tate-dialog__title">
              {title}
            </h2>
            {headerAction ? <div className="tate-dialog__close">{headerAction}</div> : null}
          </div>
          <div className="tate-dialog__body">{typeof children === 'function' ? children(noop) : children}</div>
          {footer && <div className="tate-dialog__footer">{footer(noop)}</div>}
        </section>
      </div>
    </div>
  );
}

/** A modal dialog on a dimmed backdrop. Use with `DialogTrigger` or control it with `isOpen`/`onOpenChange`. */
export function Modal({
  size = 'medium',
  isStatic = false,
  isDismissable,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  role,
  serverRendered = false,
  ...dialogProps
}: ModalProps) {
  const hydrated = useIsHydrated();
  if (serverRendered && !hydrated) {
    // Inside <noscript>: with JavaScript the page shows nothing until the real modal mounts, so nothing typed
    // into a static copy can be lost when it is swapped.
    return isOpen || defaultOpen ? (
      <noscript>
        <StaticModal size={size} role={role} {...dialogProps} />
      </noscript>
    ) : null;
  }
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isStatic ? false : (isDismissable ?? true)}
      isKeyboardDismissDisabled={isStatic ? true : isKeyboardDismissDisabled}
      className="tate-modal-overlay"
    >
      <AriaModal className={classNames('tate-modal', `tate-modal--${size}`)}>
        <Dialog role={role} {...dialogProps} />
      </AriaModal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps extends Omit<ModalOverlayOptions, 'isDismissable'> {
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Shows the confirm button as pending (e.g. while the cancel call runs). */
  isPending?: boolean;
  /** Close as soon as the user confirms (default). Set false to keep it open, e.g. pending, and close it via `isOpen`. */
  closeOnConfirm?: boolean;
  /** `danger` (default) for destructive confirmations: focus then starts on the cancel button, the safe choice. */
  tone?: 'danger' | 'primary';
}

/** A confirmation modal with role `alertdialog`, e.g. the 'Alert!' cancel-subscription confirm. */
export function AlertDialog({
  title = 'Alert!',
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  isPending = false,
  closeOnConfirm = true,
  tone = 'danger',
  ...overlayProps
}: AlertDialogProps) {
  return (
    <Modal
      {...overlayProps}
      role="alertdialog"
      size="small"
      className="tate-alert-dialog"
      title={title}
      showCloseButton={false}
      isDismissable={false}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus={tone === 'danger'}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={isPending}
            autoFocus={tone !== 'danger'}
            onPress={() => {
              onConfirm();
              if (closeOnConfirm) {
                close();
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
