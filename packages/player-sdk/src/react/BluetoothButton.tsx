import { useEffect, useState } from 'react';
import { canChooseAudioOutput, chooseAudioOutput } from '../bluetooth/audio-output';
import { openBluetoothSettings } from '../bluetooth/bluetooth-settings';
import { pageBluetoothToy, type BluetoothState, type BluetoothToy } from '../bluetooth/bluetooth-toy';
import type { AudioPlayer } from '../core/audio-player';
import { PlayerError, PlayerStatus } from './PlayerMessages';
import { Button } from '@tate/ui';

export interface BluetoothButtonProps {
  /** Defaults to the page's one toy (`pageBluetoothToy()`), over the browser's Web Bluetooth. */
  toy?: BluetoothToy;
  /** When given and the browser allows it, offers to play this player's sound on the toy's speaker. */
  player?: AudioPlayer | null;
}

/**
 * Connects the plush toy on the first press and disconnects on the second. Where Web Bluetooth is missing it
 * explains so and offers the phone's Bluetooth settings.
 */
export function BluetoothButton({ toy: givenToy, player }: BluetoothButtonProps) {
  const toy = givenToy ?? pageBluetoothToy();
  const [state, setState] = useState<BluetoothState>(toy.state);
  const [attempted, setAttempted] = useState(false);
  const [outputLabel, setOutputLabel] = useState<string | null>(null);

  useEffect(() => {
    setState(toy.state);
    return toy.on('change', setState);
  }, [toy]);

  const press = () => {
    setAttempted(true);
    void toy.toggle();
  };
  const connected = state.status === 'connected';

  return (
    <div className="tate-player-bluetooth">
      <Button variant={connected ? 'secondary' : 'primary'} isDisabled={state.status === 'connecting'} onPress={press}>
        {connected ? 'Disconnect Tate' : 'Connect Tate'}
      </Button>
      {connected && player && canChooseAudioOutput() && (
        <Button variant="ghost" onPress={() => void chooseAudioOutput(player).then(setOutputLabel, () => undefined)}>
          Play sound on the toy
        </Button>
      )}
      <PlayerStatus>
        {connected ? state.message : ''}
        {connected && outputLabel ? ` (sound on ${outputLabel})` : ''}
      </PlayerStatus>
      {attempted && state.status === 'unsupported' && (
        <div role="alert" className="tate-player-error">
          <p>{state.message}</p>
          <p className="tate-player-hint">{state.hint}</p>
        </div>
      )}
      {attempted && state.status === 'unsupported' && (
        <Button variant="secondary" onPress={() => openBluetoothSettings()}>
          Open Bluetooth settings
        </Button>
      )}
      {state.status === 'failed' && <PlayerError>{state.message}</PlayerError>}
    </div>
  );
}
