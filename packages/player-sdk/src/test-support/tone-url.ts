/** A blob URL of a quiet mono 8-bit WAV tone, for stories that need real media. */
export function toneUrl(seconds: number, sampleRate = 8000): string {
  const samples = seconds * sampleRate;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) {
    bytes[44 + index] = 128 + Math.round(10 * Math.sin((2 * Math.PI * 220 * index) / sampleRate));
  }
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
}
