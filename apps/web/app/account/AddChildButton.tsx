import { LinkButton } from '@tate/ui';

/** The family's way to a new child profile: the account's Children card and the favourites of a family with none. */
export function AddChildButton() {
  return (
    <LinkButton href="/account/create-child" variant="primary">
      Add a child
    </LinkButton>
  );
}
