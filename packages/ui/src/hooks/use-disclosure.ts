import { useId, useState, type ButtonHTMLAttributes } from 'react';

export interface Disclosure {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** The id of the element the button shows and hides. */
  panelId: string;
  /** Spread onto the native `<button>` that shows and hides the panel. */
  buttonProps: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-expanded' | 'aria-controls' | 'onClick'>;
}

/** A native button that shows and hides one element (closed at first), with its ARIA wiring. */
export function useDisclosure(): Disclosure {
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    setOpen,
    panelId,
    buttonProps: {
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpen((open) => !open),
    },
  };
}
