import {
  attachPlaybackHistory,
  pageBluetoothToy,
  type BedtimeRoutine,
  type MediaInfo,
  type PlaybackHistory,
} from '@tate/player-sdk';
import {
  AudioPlayerControls,
  PlayerCover,
  PlayerModalActions,
  PlayerModalLayout,
  ReadAlongButton,
  ReadAlongStage,
  useAudioPlayer,
  useReadAlong,
  useRoutine,
} from '@tate/player-sdk/react';
import '@tate/player-sdk/react/styles.css';
import { BareModal, Spinner, toastQueue } from '@tate/ui';
import { useEffect, useRef, useState } from 'react';
import type { Bedtime } from '../../cms/bedtime.server';
import { historyAdapter } from '../../library/history-adapter';
import { fetchPlayerMedia, playerMediaInfo } from '../../library/player-media';
import '../../styles/player.css';
import { useTodaysAllowance } from '../../library/todays-allowance';

type Props = {
  childId: string;
  routine: Bedtime['routine'];
  goodnightClipUrl: string | null;
  /** The child's day as the CMS answered it: under a parent's limit, the routine ends after the meditation it runs out in. */
  day: Bedtime['status'];
  onClose: () => void;
};

const CANNOT_START = 'Bedtime cannot start right now';

/** A routine's meditations as the player plays them, and each one's waveform (by id) when the pipeline made one. */
type Steps = { media: MediaInfo[]; peaks: Map<string, readonly number[]> };

/** Each meditation of the routine as the child may play it now; the CMS's words when it refuses one. */
async function routineSteps(childId: string, routine: Bedtime['routine']): Promise<Steps | string> {
  const answers = await Promise.all(routine.map((item) => fetchPlayerMedia(item.id, childId)));
  const refused = answers.find((answer) => !answer.media);
  if (refused) return refused.refusal ?? CANNOT_START;
  const peaks = new Map(answers.flatMap(({ media }) => (media?.peaks ? [[media.id, media.peaks] as const] : [])));
  const media = answers.flatMap(({ media }, index) =>
    media
      ? [
          {
            ...playerMediaInfo(media),
            // The catalogue's minutes: the sleep timer counts to the routine's end from the first meditation.
            durationSeconds: (routine[index]?.duration ?? 0) * 60,
          },
        ]
      : [],
  );
  return { media, peaks };
}

/** Whole minutes until the routine's sleep timer ends it, while it runs (null before it knows). */
function useMinutesToSleep(routine: BedtimeRoutine | null, playing: boolean): number | null {
  const [minutes, setMinutes] = useState<number | null>(null);
  useEffect(() => {
    const timer = playing ? routine?.sleepTimer : null;
    if (!timer) return undefined;
    const unsubscribers = [
      timer.on('tick', ({ remainingMs }) => setMinutes(Math.ceil(remainingMs / 60_000))),
      timer.on('cancel', () => setMinutes(null)),
      timer.on('done', () => setMinutes(null)),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [routine, playing]);
  return playing ? minutes : null;
}

/**
 * Each meditation of a running routine keeps the child's place and listened minutes, as a play from the library does
 * (the day's limit counts them); the goodnight clip is not a meditation, so nothing is kept while it plays.
 */
function useRoutineHistory(routine: BedtimeRoutine | null, childId: string): void {
  useEffect(() => {
    if (!routine) return undefined;
    let history: PlaybackHistory | null = null;
    const stop = () => {
      history?.detach();
      history = null;
    };
    const unsubscribers = [
      routine.on('routine-step', ({ media }) => {
        stop();
        if (media.id) history = attachPlaybackHistory(routine.store.player, { adapter: historyAdapter, key: { mediaId: media.id, childId } });
      }),
      routine.subscribe(() => {
        if (routine.getState().status !== 'playing') stop();
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      stop();
    };
  }, [routine, childId]);
}

/**
 * The night player: the routine's meditations in order in the night palette, the sleep timer at the routine's end,
 * then Tate's goodnight clip and, when the plush is connected, its goodnight (the SDK's BedtimeRoutine).
 */
export function RoutinePlayer({ childId, routine, goodnightClipUrl, day, onClose }: Props) {
  const allowance = useTodaysAllowance(day);
  const [steps, setSteps] = useState<Steps | null>(null);
  const audio = useAudioPlayer({ media: null });
  const bedtime = useRoutine(audio.store);
  const readAlong = useReadAlong(audio);
  const { startRoutine } = bedtime;
  const ready = bedtime.routine !== null;
  const started = useRef(false);
  const [ended, setEnded] = useState(false);
  const { routine: running } = bedtime;
  useRoutineHistory(running, childId);
  useEffect(() => running?.on('routine-end', ({ completed }) => setEnded(completed)), [running]);

  useEffect(() => {
    let active = true;
    routineSteps(childId, routine)
      .catch(() => CANNOT_START)
      .then((answer) => {
        if (!active) return;
        if (typeof answer === 'string') {
          toastQueue.error(answer);
          onClose();
          return;
        }
        setSteps(answer);
      });
    return () => {
      active = false;
    };
  }, [childId, routine, onClose]);

  useEffect(() => {
    // Once: the handle is new after every change of the routine's state.
    if (!steps || !ready || started.current) return;
    started.current = true;
    startRoutine(steps.media, { goodnightClip: goodnightClipUrl ?? undefined, toy: pageBluetoothToy(), allowance: allowance ?? undefined }).catch(() =>
      toastQueue.error(CANNOT_START),
    );
  }, [steps, ready, startRoutine, goodnightClipUrl, allowance]);

  const minutesToSleep = useMinutesToSleep(running, bedtime.status === 'playing');
  const close = () => {
    bedtime.stopRoutine();
    onClose();
  };
  const current = bedtime.media;
  const where = ended
    ? 'Goodnight. Sleep tight.'
    : bedtime.status === 'goodnight'
      ? 'Tate says goodnight'
      : bedtime.status === 'playing'
        ? `${bedtime.index + 1} of ${bedtime.total}`
        : '';
  return (
    <BareModal label="Bedtime with Tate" onClose={close} className="player-dialog">
      {!steps ? (
        <Spinner />
      ) : (
        <PlayerModalLayout
          title={current?.title ?? 'Bedtime with Tate'}
          night
          onClose={close}
          stage={<ReadAlongStage readAlong={readAlong} picture={<PlayerCover artwork={current?.artwork} />} />}
          extras={
            readAlong.words.cues.length > 0 ? (
              <PlayerModalActions>
                <ReadAlongButton readAlong={readAlong} />
              </PlayerModalActions>
            ) : undefined
          }
        >
          <div className="routine-player__status">
            <p className="routine-player__where" aria-live="polite">
              Bedtime with Tate{where ? ` · ${where}` : ''}
            </p>
            {/* Outside the live region: it changes every minute. */}
            {minutesToSleep === null ? null : (
              <p className="routine-player__sleep">
                Sleep timer: {minutesToSleep} {minutesToSleep === 1 ? 'minute' : 'minutes'} to goodnight
              </p>
            )}
          </div>
          <AudioPlayerControls handle={audio} peaks={current?.id ? steps.peaks.get(current.id) : null} />
        </PlayerModalLayout>
      )}
    </BareModal>
  );
}
