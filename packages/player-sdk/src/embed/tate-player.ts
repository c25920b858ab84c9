import { TatePlayerElement } from './tate-player-element';

if (!customElements.get('tate-player')) customElements.define('tate-player', TatePlayerElement);

declare global {
  interface HTMLElementTagNameMap {
    'tate-player': TatePlayerElement;
  }
}

export { TatePlayerElement };
export type { TatePlayerEventMap } from './tate-player-element';
