import { LinkButton } from '@tate/ui';
import { ShopButton } from './ShopButton';

/** The toy's two ways on, shared by /subscribe and /retail: the external shop and the toy's own page. */
export function ToyActions({ shopUrl, shopLabel }: { shopUrl: string | null; shopLabel: string }) {
  return (
    <div className="shop-toy__actions">
      <ShopButton href={shopUrl} label={shopLabel} />
      <LinkButton href="/product/details" variant="secondary">
        About the toy
      </LinkButton>
    </div>
  );
}
