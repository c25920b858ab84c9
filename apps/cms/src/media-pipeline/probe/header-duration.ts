/**
 * Reads the playing time of an audio or video file from its container header, without decoding:
 * MP3 (Xing/Info or VBRI frame count, else constant bitrate), Ogg (Opus/Vorbis last granule),
 * WAV (data size / byte rate), MP4/MOV (mvhd) and WebM/Matroska (Segment Info Duration).
 * `read(offset, length)` returns up to `length` bytes at `offset` (shorter at the end of the file).
 * Returns seconds, or null when the format is unknown or the header carries no duration.
 */
export type ByteReader = (offset: number, length: number) => Buffer;

export function readMediaDurationSeconds(read: ByteReader, size: number): number | null {
  const head = read(0, 16);
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  let seconds: number | null = null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') seconds = wavDuration(read, size);
  else if (ascii(0, 4) === 'OggS') seconds = oggDuration(read, size);
  else if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) seconds = matroskaDuration(read, size);
  else if (ascii(4, 8) === 'ftyp') seconds = mp4Duration(read, size);
  else seconds = mp3Duration(read, size);
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function wavDuration(read: ByteReader, size: number): number | null {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= size) {
    const chunk = read(offset, 20);
    if (chunk.length < 8) return null;
    const id = chunk.toString('latin1', 0, 4);
    const chunkSize = chunk.readUInt32LE(4);
    if (id === 'fmt ' && chunk.length >= 20) byteRate = chunk.readUInt32LE(16);
    if (id === 'data') {
      if (!byteRate) return null;
      return Math.min(chunkSize, size - offset - 8) / byteRate;
    }
    offset += 8 + chunkSize + (chunkSize % 2);
  }
  return null;
}

function oggDuration(read: ByteReader, size: number): number | null {
  const first = read(0, 27 + 255 + 64);
  const segments = first[26];
  const payload = first.subarray(27 + segments);
  let rate: number;
  let preSkip = 0;
  if (payload.toString('latin1', 0, 8) === 'OpusHead') {
    rate = 48000;
    preSkip = payload.readUInt16LE(10);
  } else if (payload.toString('latin1', 1, 7) === 'vorbis') {
    rate = payload.readUInt32LE(12);
  } else {
    return null;
  }
  const tailLength = Math.min(size, 65536);
  const tail = read(size - tailLength, tailLength);
  const lastPage = tail.lastIndexOf('OggS');
  if (lastPage < 0 || lastPage + 14 > tail.length || !rate) return null;
  const granule = Number(tail.readBigInt64LE(lastPage + 6));
  return (granule - preSkip) / rate;
}

type Box = { type: string; start: number; headerSize: number; end: number };

function readBox(read: ByteReader, offset: number, limit: number): Box | null {
  const header = read(offset, 16);
  if (header.length < 8) return null;
  let boxSize = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let headerSize = 8;
  if (boxSize === 1) {
    if (header.length < 16) return null;
    boxSize = Number(header.readBigUInt64BE(8));
    headerSize = 16;
  } else if (boxSize === 0) {
    boxSize = limit - offset;
  }
  if (boxSize < headerSize) return null;
  return { type, start: offset, headerSize, end: Math.min(offset + boxSize, limit) };
}

function findBox(read: ByteReader, start: number, end: number, type: string): Box | null {
  let offset = start;
  while (offset + 8 <= end) {
    const box = readBox(read, offset, end);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

function mp4Duration(read: ByteReader, size: number): number | null {
  const moov = findBox(read, 0, size, 'moov');
  if (!moov) return null;
  const mvhd = findBox(read, moov.start + moov.headerSize, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = read(mvhd.start + mvhd.headerSize, 32);
  const version = body[0];
  if (version === 1) {
    const timescale = body.readUInt32BE(20);
    return timescale ? Number(body.readBigUInt64BE(24)) / timescale : null;
  }
  const timescale = body.readUInt32BE(12);
  return timescale ? body.readUInt32BE(16) / timescale : null;
}

type Vint = { value: number; length: number; unknown: boolean };

function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[offset + index];
    if (bytes[offset + index] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_CLUSTER = 0x1f43b675;
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;

function matroskaDuration(read: ByteReader, size: number): number | null {
  const element = (offset: number) => {
    const bytes = read(offset, 12);
    const id = readVint(bytes, 0, true);
    if (!id) return null;
    const elementSize = readVint(bytes, id.length, false);
    if (!elementSize) return null;
    const dataStart = offset + id.length + elementSize.length;
    return { id: id.value, dataStart, dataEnd: elementSize.unknown ? size : dataStart + elementSize.value };
  };
  let offset = 0;
  let segment = null;
  while (offset < size) {
    const current = element(offset);
    if (!current) return null;
    if (current.id === EBML_SEGMENT) {
      segment = current;
      break;
    }
    offset = current.dataEnd;
  }
  if (!segment) return null;
  offset = segment.dataStart;
  while (offset < Math.min(segment.dataEnd, size)) {
    const current = element(offset);
    if (!current || current.id === EBML_CLUSTER) return null;
    if (current.id === EBML_INFO) return matroskaInfoDuration(read, current.dataStart, current.dataEnd, element);
    offset = current.dataEnd;
  }
  return null;
}

function matroskaInfoDuration(
  read: ByteReader,
  start: number,
  end: number,
  element: (offset: number) => { id: number; dataStart: number; dataEnd: number } | null,
): number | null {
  let timecodeScale = 1_000_000;
  let duration: number | null = null;
  let offset = start;
  while (offset < end) {
    const current = element(offset);
    if (!current) break;
    const data = read(current.dataStart, current.dataEnd - current.dataStart);
    if (current.id === EBML_TIMECODE_SCALE) timecodeScale = data.readUIntBE(0, Math.min(data.length, 6));
    if (current.id === EBML_DURATION) duration = data.length === 4 ? data.readFloatBE(0) : data.readDoubleBE(0);
    offset = current.dataEnd;
  }
  return duration === null ? null : (duration * timecodeScale) / 1e9;
}

const MP3_BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as Record<number, number[]>;

function mp3Duration(read: ByteReader, size: number): number | null {
  let audioStart = 0;
  const id3 = read(0, 10);
  if (id3.toString('latin1', 0, 3) === 'ID3' && id3.length === 10) {
    const tagSize = ((id3[6] & 0x7f) << 21) | ((id3[7] & 0x7f) << 14) | ((id3[8] & 0x7f) << 7) | (id3[9] & 0x7f);
    audioStart = 10 + tagSize + (id3[5] & 0x10 ? 10 : 0);
  }
  const window = read(audioStart, 4096);
  let frame = -1;
  for (let index = 0; index + 4 <= window.length; index += 1) {
    if (window[index] === 0xff && (window[index + 1] & 0xe6) === 0xe2 && (window[index + 2] & 0xf0) !== 0xf0) {
      frame = index;
      break;
    }
  }
  if (frame < 0) return null;
  const header = window.readUInt32BE(frame);
  const versionBits = (header >> 19) & 0x3;
  const bitrateIndex = (header >> 12) & 0xf;
  const sampleRate = MP3_SAMPLE_RATES[versionBits]?.[(header >> 10) & 0x3];
  if (!sampleRate || versionBits === 1) return null;
  const mono = ((header >> 6) & 0x3) === 3;
  const isMpeg1 = versionBits === 3;
  const samplesPerFrame = isMpeg1 ? 1152 : 576;
  const sideInfo = isMpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;

  const xing = frame + 4 + sideInfo;
  const tag = window.toString('latin1', xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && window.readUInt32BE(xing + 4) & 0x1) {
    return (window.readUInt32BE(xing + 8) * samplesPerFrame) / sampleRate;
  }
  if (window.toString('latin1', frame + 36, frame + 40) === 'VBRI') {
    return (window.readUInt32BE(frame + 36 + 14) * samplesPerFrame) / sampleRate;
  }
  const bitrate = (isMpeg1 ? MP3_BITRATES_KBPS.mpeg1 : MP3_BITRATES_KBPS.mpeg2)[bitrateIndex] * 1000;
  if (!bitrate) return null;
  return ((size - audioStart - frame) * 8) / bitrate;
}
