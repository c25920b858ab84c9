import { useState, type ReactNode } from 'react';
import { BookIcon, Button } from '@tate/ui';
import { ReadAlong } from './ReadAlong';
import { useActiveCue, type ActiveCue } from './use-active-cue';
import type { AudioPlayerHandle } from './use-audio-player';

/** A player's read-along: its words and the line being said, whether they are shown, and how to play from a line. */
export interface ReadAlongState {
  words: ActiveCue;
  /** The words are on the stage (only ever true while the meditation has words). */
  reading: boolean;
  toggle(): void;
  /** Plays from a line's start (a paused player starts). */
  playFrom(seconds: number): void;
}

/** The read-along of an audio player (`useAudioPlayer`): off until the Read along button is pressed. */
export function useReadAlong(handle: AudioPlayerHandle): ReadAlongState {
  const [reading, setReading] = useState(false);
  const words = useActiveCue(handle.store);
  return {
    words,
    reading: reading && words.cues.length > 0,
    toggle: () => setReading((shown) => !shown),
    playFrom: (seconds) => {
      handle.seek(seconds);
      if (handle.paused) void handle.play();
    },
  };
}

/** The Read along button, pressed while the words are shown; nothing when the meditation has no words. */
export function ReadAlongButton({ readAlong }: { readAlong: ReadAlongState }) {
  if (readAlong.words.cues.length === 0) return null;
  return (
    <Button variant="ghost" aria-pressed={readAlong.reading} onPress={readAlong.toggle}>
      <BookIcon aria-hidden="true" />
      Read along
    </Button>
  );
}

/**
 * The player's stage: the words in the picture's place while reading, else the picture. ReadAlong comes with the
 * player (it is small, and the player itself loads only when a meditation is opened): a chunk of its own would be one
 * more file on a page's graph for a few hundred bytes.
 */
export function ReadAlongStage({ readAlong, picture }: { readAlong: ReadAlongState; picture: ReactNode }) {
  if (!readAlong.reading) return picture;
  return (
    <ReadAlong
      cues={readAlong.words.cues}
      activeIndex={readAlong.words.activeIndex}
      onSeek={readAlong.playFrom}
      className="tate-player-modal__read-along"
    />
  );
}
