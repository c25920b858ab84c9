import { z } from 'zod';

/** A figure as loudnorm prints it; silence measures "-inf". */
const figure = z.string().transform((text) => (text === '-inf' ? -Infinity : Number(text))).pipe(z.number());

const report = z.object({
  input_i: figure,
  input_tp: figure,
  input_lra: figure,
  input_thresh: figure,
  target_offset: figure,
  normalization_type: z.enum(['linear', 'dynamic']),
});

/** What loudnorm measured on its input (EBU R128): integrated LUFS, true peak dBTP, loudness range LU, gate threshold. */
export type LoudnessMeasure = { integrated: number; truePeak: number; range: number; threshold: number; offset: number };
export type LoudnormReport = LoudnessMeasure & { mode: 'linear' | 'dynamic' };

/** The JSON block loudnorm prints (print_format=json) at the end of ffmpeg's log; null when there is none or it is not a measurement. */
export function parseLoudnormReport(log: string): LoudnormReport | null {
  const start = log.lastIndexOf('{');
  const end = log.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  let json: unknown;
  try {
    json = JSON.parse(log.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = report.safeParse(json);
  if (!parsed.success) return null;
  const { input_i, input_tp, input_lra, input_thresh, target_offset, normalization_type } = parsed.data;
  return { integrated: input_i, truePeak: input_tp, range: input_lra, threshold: input_thresh, offset: target_offset, mode: normalization_type };
}
