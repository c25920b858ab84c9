import { LinkButton, Modal } from '@tate/ui';
import { useState } from 'react';
import './moments.css';
import tatePuppy from './tate-puppy.svg?no-inline';

/** Shown to a parent without children (spec section 2): static, it closes only through its two buttons. Tate greets them. */
export function ChildCheckModal() {
  const [isOpen, setOpen] = useState(true);
  return (
    <Modal title="Welcome to Tate!" isStatic isOpen={isOpen} onOpenChange={setOpen} showCloseButton={false}>
      <img className="moment-welcome__tate" src={tatePuppy} alt="Tate the puppy, smiling" width={128} height={128} />
      <p>
        Before your child can listen to Tate's meditations, please create their child profile. It keeps their
        favourites and where they stopped listening.
      </p>
      <div className="button-row">
        <LinkButton href="/account/create-child" variant="primary">
          Create your child's profile
        </LinkButton>
        <LinkButton href="/home" variant="secondary">
          Back to home
        </LinkButton>
      </div>
    </Modal>
  );
}
