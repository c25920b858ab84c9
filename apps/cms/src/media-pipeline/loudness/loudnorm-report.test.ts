import { describe, expect, it } from 'vitest';
import { parseLoudnormReport } from './loudnorm-report';

const log = `size=N/A time=00:00:03.00 bitrate=N/A speed= 412x
[Parsed_loudnorm_0 @ 0x41294080]
{
	"input_i" : "-49.75",
	"input_tp" : "-46.05",
	"input_lra" : "0.40",
	"input_thresh" : "-59.75",
	"output_i" : "-15.95",
	"output_tp" : "-12.26",
	"output_lra" : "0.00",
	"output_thresh" : "-25.95",
	"normalization_type" : "linear",
	"target_offset" : "-0.05"
}
`;

describe('parseLoudnormReport', () => {
  it('reads the input figures and the mode loudnorm printed', () => {
    expect(parseLoudnormReport(log)).toEqual({ integrated: -49.75, truePeak: -46.05, range: 0.4, threshold: -59.75, offset: -0.05, mode: 'linear' });
  });

  it('reads silence as minus infinity', () => {
    expect(parseLoudnormReport(log.replace('"-49.75"', '"-inf"'))?.integrated).toBe(-Infinity);
  });

  it('gives null when ffmpeg printed no report', () => {
    expect(parseLoudnormReport('Invalid data found when processing input')).toBeNull();
    expect(parseLoudnormReport('{ "input_i" : "-20" }')).toBeNull();
  });
});
