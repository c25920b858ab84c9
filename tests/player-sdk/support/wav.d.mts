export function quietToneWav(options: { seconds: number; sampleRate?: number; frequency?: number }): Buffer;
