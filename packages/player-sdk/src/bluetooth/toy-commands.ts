/** Tate's own GATT service on the plush toy ("Tate toy control"). */
export const TATE_TOY_SERVICE_UUID = '544fb3d3-108c-4dd4-82ee-ae6397c51569';

/** The toy's command characteristic in that service: the SDK writes commands to it, with response. */
export const TATE_TOY_COMMAND_UUID = 'b4eed6f6-945f-4e95-a9c4-ce77019b90a0';

/** Byte 0 of a command: what the toy is asked to do. */
export const TOY_COMMAND_GOODNIGHT = 0x01;

export interface GoodnightOptions {
  /** The light level the toy dims to, 0 (off) to 255 (full). Defaults to 0. */
  lightLevel?: number;
  /** Seconds the dimming takes, 0 to 255. Defaults to 10. */
  fadeSeconds?: number;
}

function toByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** The goodnight command's bytes: `[0x01, light level, fade seconds]` (values kept to 0-255). */
export function goodnightCommand({ lightLevel = 0, fadeSeconds = 10 }: GoodnightOptions = {}): Uint8Array<ArrayBuffer> {
  return Uint8Array.of(TOY_COMMAND_GOODNIGHT, toByte(lightLevel), toByte(fadeSeconds));
}
