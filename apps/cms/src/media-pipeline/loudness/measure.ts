import { ffmpegPath } from '../ffmpeg/binaries';
import { runTool, type ToolLimits } from '../ffmpeg/run';
import { MediaFailure } from '../failure';
import { inputArgs, type MediaInput } from '../input/media-input';
import { parseLoudnormReport, type LoudnormReport } from './loudnorm-report';
import { measuringLoudnorm } from './targets';

/** Integrated loudness, true peak and loudness range of a file's audio (EBU R128), after the given filters if any. */
export async function measureLoudness(input: MediaInput, limits: ToolLimits, filtersBefore?: string): Promise<LoudnormReport> {
  const filters = filtersBefore ? `${filtersBefore},${measuringLoudnorm()}` : measuringLoudnorm();
  const { stderr } = await runTool(
    ffmpegPath(),
    ['-hide_banner', '-nostats', '-nostdin', ...inputArgs(input), '-map', '0:a:0', '-af', filters, '-f', 'null', '-'],
    'The audio could not be measured',
    limits,
  );
  const report = parseLoudnormReport(stderr);
  if (!report) throw new MediaFailure('The audio could not be measured: loudnorm printed no figures');
  if (!Number.isFinite(report.integrated)) throw new MediaFailure('The audio is silent: it has no measurable loudness');
  return report;
}
