import { afterEach, describe, expect, it, vi } from 'vitest';
import { BluetoothToy } from '../bluetooth/bluetooth-toy';
import { AudioPlayer } from '../core/audio-player';
import { PlayerStore } from '../core/player-store';
import { ListeningAllowance } from '../sleep/listening-allowance';
import { fakeAudio } from '../test-support/fake-audio';
import { fakeBluetooth } from '../test-support/fake-bluetooth';
import { fakeMediaSession } from '../test-support/fake-media-session';
import { BedtimeRoutine } from './bedtime-routine';
import type { RoutineEvents } from './routine-slice';

const rainbow = { src: 'https://example.test/rainbow-breaths.mp3', title: 'Rainbow Breaths', id: 'm1' };
const clouds = { src: 'https://example.test/sleepy-clouds.mp3', title: 'Sleepy Clouds', id: 'm2' };
const GOODNIGHT_CLIP = 'https://example.test/goodnight.mp3';

function setUp() {
  const audio = fakeAudio();
  const store = new PlayerStore(new AudioPlayer({ element: audio.element }));
  const { session, run } = fakeMediaSession();
  const routine = new BedtimeRoutine(store, { mediaSession: session as unknown as MediaSession });
  const events: string[] = [];
  routine.on('routine-step', ({ index, total, media }) => events.push(`step ${index + 1} of ${total}: ${media.title}`));
  routine.on('routine-end', ({ completed }: RoutineEvents['routine-end']) => events.push(completed ? 'end' : 'stopped'));
  const artist = () => (session.metadata as unknown as { init: MediaMetadataInit } | null)?.init.artist;
  return { audio, store, routine, events, run, artist, playing: () => audio.element.getAttribute('src') };
}

async function connectedToy() {
  const fake = fakeBluetooth();
  const toy = new BluetoothToy(fake.bluetooth);
  await toy.connect();
  return { toy, ...fake };
}

const end = (audio: ReturnType<typeof fakeAudio>) => audio.element.dispatchEvent(new Event('ended'));

describe('BedtimeRoutine', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays the meditations in order, announcing each step, and shows where it is on lock screens', async () => {
    const { audio, routine, events, artist, playing } = setUp();
    audio.loadMetadata(300);

    await routine.startRoutine([rainbow, clouds]);

    expect(playing()).toBe(rainbow.src);
    expect(routine.getState()).toEqual({ status: 'playing', index: 0, total: 2, media: rainbow });
    expect(artist()).toBe('Bedtime with Tate · 1 of 2');
    end(audio);
    await vi.waitFor(() => expect(playing()).toBe(clouds.src));
    expect(routine.getState()).toMatchObject({ status: 'playing', index: 1, total: 2 });
    expect(artist()).toBe('Bedtime with Tate · 2 of 2');
    expect(events).toEqual(['step 1 of 2: Rainbow Breaths', 'step 2 of 2: Sleepy Clouds']);
  });

  it('moves in the routine with the lock screen next and previous buttons', async () => {
    const { audio, routine, run, playing } = setUp();
    audio.loadMetadata(300);
    await routine.startRoutine([rainbow, clouds]);

    run('nexttrack');
    await vi.waitFor(() => expect(playing()).toBe(clouds.src));
    run('nexttrack');
    run('previoustrack');
    await vi.waitFor(() => expect(playing()).toBe(rainbow.src));
    expect(routine.getState().index).toBe(0);
  });

  it("sets the sleep timer to the routine's end: the last meditation fades out, then the goodnight clip plays, then the toy is told", async () => {
    vi.useFakeTimers();
    const { audio, routine, events, playing } = setUp();
    const { toy, written } = await connectedToy();
    audio.loadMetadata(120);
    await routine.startRoutine([rainbow, clouds], { goodnightClip: GOODNIGHT_CLIP, toy, fadeMs: 10_000 });
    expect(routine.sleepTimer?.active).toBe(false);

    end(audio);
    await vi.waitFor(() => expect(routine.sleepTimer?.active).toBe(true));
    expect(Math.round((routine.sleepTimer?.remainingMs ?? 0) / 1000)).toBe(120);
    vi.advanceTimersByTime(115_000);
    expect(audio.element.volume).toBeCloseTo(0.5, 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(5_000);

    await vi.waitFor(() => expect(playing()).toBe(GOODNIGHT_CLIP));
    expect(audio.element.volume).toBe(1);
    expect(routine.getState()).toMatchObject({ status: 'goodnight', media: { src: GOODNIGHT_CLIP, title: 'Goodnight from Tate' } });
    expect(written).toEqual([]);
    end(audio);

    await vi.waitFor(() => expect(events.at(-1)).toBe('end'));
    expect(written).toEqual([[0x01, 0, 10]]);
    expect(routine.getState()).toEqual({ status: 'idle', index: 0, total: 0, media: null });
  });

  it("knows the routine's end from the first meditation when the catalogue gives the later ones' lengths", async () => {
    vi.useFakeTimers();
    const { audio, routine } = setUp();
    audio.loadMetadata(120);

    await routine.startRoutine([rainbow, { ...clouds, durationSeconds: 200 }]);

    expect(routine.sleepTimer?.active).toBe(true);
    expect(Math.round((routine.sleepTimer?.remainingMs ?? 0) / 1000)).toBe(320);
    audio.playTo(100);
    end(audio);
    await vi.waitFor(() => expect(routine.getState().index).toBe(1));
    audio.loadMetadata(210);
    expect(Math.round((routine.sleepTimer?.remainingMs ?? 0) / 1000)).toBe(110);
  });

  it("ends after the meditation playing when the day's minutes run out in it: it fades out, then Tate says goodnight", async () => {
    vi.useFakeTimers();
    const { audio, routine, events, playing } = setUp();
    const { toy, written } = await connectedToy();
    audio.loadMetadata(300);
    await routine.startRoutine([rainbow, { ...clouds, durationSeconds: 300 }], {
      goodnightClip: GOODNIGHT_CLIP,
      toy,
      fadeMs: 10_000,
      allowance: new ListeningAllowance(60),
    });
    for (let second = 1; second <= 60; second += 1) audio.playTo(second);

    expect(Math.round((routine.sleepTimer?.remainingMs ?? 0) / 1000)).toBe(240);
    vi.advanceTimersByTime(235_000);
    expect(audio.element.volume).toBeCloseTo(0.5, 1);
    expect(audio.element.paused).toBe(false);
    vi.advanceTimersByTime(5_000);

    await vi.waitFor(() => expect(playing()).toBe(GOODNIGHT_CLIP));
    end(audio);
    await vi.waitFor(() => expect(events.at(-1)).toBe('end'));
    expect(events).toEqual(['step 1 of 2: Rainbow Breaths', 'end']);
    expect(written).toEqual([[0x01, 0, 10]]);
  });

  it('without a clip, tells the toy as soon as the last meditation has ended', async () => {
    const { audio, routine, events } = setUp();
    const { toy, written } = await connectedToy();
    audio.loadMetadata(300);
    await routine.startRoutine([rainbow], { toy, goodnight: { lightLevel: 20, fadeSeconds: 5 } });

    end(audio);

    await vi.waitFor(() => expect(events).toEqual(['step 1 of 1: Rainbow Breaths', 'end']));
    expect(written).toEqual([[0x01, 20, 5]]);
  });

  it('ends all the same when the toy is not connected', async () => {
    const { audio, routine, events } = setUp();
    const { bluetooth, writeValueWithResponse } = fakeBluetooth();
    audio.loadMetadata(300);
    await routine.startRoutine([rainbow], { toy: new BluetoothToy(bluetooth), goodnightClip: GOODNIGHT_CLIP });

    end(audio);
    await vi.waitFor(() => expect(routine.getState().status).toBe('goodnight'));
    end(audio);

    await vi.waitFor(() => expect(events.at(-1)).toBe('end'));
    expect(writeValueWithResponse).not.toHaveBeenCalled();
  });

  it('stops where it is: the player pauses, lock screens lose next and previous, and the toy is not told', async () => {
    const { audio, store, routine, events, run, playing } = setUp();
    const { toy, written } = await connectedToy();
    audio.loadMetadata(300);
    await routine.startRoutine([rainbow, clouds], { toy, goodnightClip: GOODNIGHT_CLIP });

    routine.stopRoutine();

    expect(store.getState().paused).toBe(true);
    expect(routine.getState()).toEqual({ status: 'idle', index: 0, total: 0, media: null });
    expect(events).toEqual(['step 1 of 2: Rainbow Breaths', 'stopped']);
    run('nexttrack');
    end(audio);
    expect(playing()).toBe(rainbow.src);
    expect(written).toEqual([]);
  });

  it("is a slice of the player's store: one snapshot, one subscribe, the store's events, views that agree", async () => {
    const { audio, store, routine } = setUp();
    audio.loadMetadata(300);
    const listener = vi.fn();
    store.subscribe(listener);
    const steps: string[] = [];
    store.on('routine-step', ({ media }) => steps.push(media.title));

    await store.routine.start([rainbow, clouds]);

    expect(store.getState()).toMatchObject({ media: rainbow, paused: false, routine: { status: 'playing', index: 0, total: 2, media: rainbow } });
    expect(routine.getState()).toBe(store.getState().routine);
    expect(new BedtimeRoutine(store).getState()).toBe(store.getState().routine);
    expect(listener).toHaveBeenCalled();
    expect(steps).toEqual(['Rainbow Breaths']);
    const slice = store.getState().routine;
    audio.playTo(12);
    expect(store.getState().routine).toBe(slice);
    routine.stopRoutine();
    expect(store.getState().routine).toEqual({ status: 'idle', index: 0, total: 0, media: null });
  });

  it('refuses a routine without meditations', async () => {
    const { routine } = setUp();
    await expect(routine.startRoutine([])).rejects.toMatchObject({ code: 'not-loaded' });
  });
});
