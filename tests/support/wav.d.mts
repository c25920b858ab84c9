export function monoWav(options: { seconds: number; sampleRate: number; bits: 8 | 16; level?: (time: number) => number }): Buffer;
export function quietToneWav(options: { seconds: number; sampleRate?: number; frequency?: number }): Buffer;
