import { describe, expect, it, vi } from 'vitest';
import { playingPlayer } from '../test-support/playing-player';
import { ListeningAllowance } from './listening-allowance';

/** Plays from `from` to `to` seconds in one-second time updates, as a browser reports listening. */
function listen(audio: Awaited<ReturnType<typeof playingPlayer>>['audio'], from: number, to: number) {
  for (let second = from; second <= to; second += 1) audio.playTo(second);
}

describe('ListeningAllowance', () => {
  it('counts only what is listened to: a seek forward or back spends nothing', async () => {
    const { audio, player } = await playingPlayer();
    const allowance = new ListeningAllowance(300);
    allowance.follow(player);

    listen(audio, 0, 60);
    audio.playTo(600);
    audio.playTo(10);

    expect(allowance.secondsLeft).toBe(240);
    expect(allowance.reached).toBe(false);
  });

  it('never cuts the meditation when the minutes run out in its middle: it plays on, fades over its last seconds, then the day is used up', async () => {
    const { audio, player } = await playingPlayer();
    const allowance = new ListeningAllowance(120, { fadeSeconds: 10 });
    const events: string[] = [];
    allowance.on('reached', () => events.push('reached'));
    allowance.on('used-up', () => events.push('used-up'));
    allowance.follow(player);

    listen(audio, 0, 121);
    expect(events).toEqual(['reached']);
    expect(player.paused).toBe(false);
    expect(player.volume).toBe(1);
    listen(audio, 122, 890);
    expect(player.volume).toBe(1);
    audio.playTo(895);
    expect(player.volume).toBeCloseTo(0.5);
    expect(allowance.usedUp).toBe(false);

    audio.element.dispatchEvent(new Event('ended'));

    expect(events).toEqual(['reached', 'used-up']);
    expect(allowance.usedUp).toBe(true);
    expect(player.volume).toBe(1);
  });

  it('is used up when the meditation the minutes ran out in is closed before its end', async () => {
    const { audio, player } = await playingPlayer();
    const allowance = new ListeningAllowance(10);
    const usedUp = vi.fn();
    allowance.on('used-up', usedUp);
    const stop = allowance.follow(player);
    listen(audio, 0, 30);
    expect(usedUp).not.toHaveBeenCalled();

    stop();

    expect(usedUp).toHaveBeenCalledOnce();
    expect(allowance.usedUp).toBe(true);
  });

  it('goes on counting across the meditations a page opens one after another', async () => {
    const first = await playingPlayer();
    const allowance = new ListeningAllowance(90);
    const stop = allowance.follow(first.player);
    listen(first.audio, 0, 60);
    stop();
    const second = await playingPlayer();
    const reached = vi.fn();
    allowance.on('reached', reached);
    allowance.follow(second.player);

    listen(second.audio, 0, 29);
    expect(reached).not.toHaveBeenCalled();
    listen(second.audio, 30, 31);

    expect(reached).toHaveBeenCalledOnce();
  });

  it('starts used up when nothing is left', () => {
    const allowance = new ListeningAllowance(0);
    expect(allowance.usedUp).toBe(true);
    expect(allowance.reached).toBe(true);
  });
});
