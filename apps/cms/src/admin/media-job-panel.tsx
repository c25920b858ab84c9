import * as React from 'react';
import { Box, Flex, Status, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { PanelAction } from './panel-action';
import type { LoudnessView, MediaJobAnswer } from '../media-pipeline/job-view';

const MEDITATION = 'api::meditation.meditation';
/** How often the panel asks again while the file is queued or processing. */
const POLL_MS = 2_000;

type Job = NonNullable<MediaJobAnswer['job']>;
type JobStatus = Job['status'];

const STATUSES: Record<JobStatus, { label: string; variant: 'secondary' | 'primary' | 'success' | 'danger' }> = {
  queued: { label: 'Queued', variant: 'secondary' },
  processing: { label: 'Processing', variant: 'primary' },
  ready: { label: 'Ready', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLoudness(value: unknown): value is LoudnessView {
  return isRecord(value) && typeof value.integrated === 'number' && typeof value.truePeak === 'number' && typeof value.range === 'number';
}

function isJob(value: unknown): value is Job {
  return (
    isRecord(value) &&
    typeof value.status === 'string' &&
    value.status in STATUSES &&
    (value.reason === null || typeof value.reason === 'string') &&
    (value.kind === null || value.kind === 'audio' || value.kind === 'video') &&
    (value.durationSeconds === null || typeof value.durationSeconds === 'number') &&
    (value.loudnessBefore === null || isLoudness(value.loudnessBefore)) &&
    (value.loudnessAfter === null || isLoudness(value.loudnessAfter)) &&
    (value.peaks === null || (Array.isArray(value.peaks) && value.peaks.every((peak) => typeof peak === 'number')))
  );
}

/** The endpoint's answer (`{ data: MediaJobAnswer }`), checked before the panel trusts it. */
function readAnswer(body: unknown): MediaJobAnswer | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { pipeline, file, job } = body.data;
  if (typeof pipeline !== 'boolean') return null;
  const fileOk = file === null || (isRecord(file) && typeof file.id === 'number' && typeof file.name === 'string');
  if (!fileOk || !(job === null || isJob(job))) return null;
  return {
    pipeline,
    file: isRecord(file) && typeof file.id === 'number' && typeof file.name === 'string' ? { id: file.id, name: file.name, mime: typeof file.mime === 'string' ? file.mime : null } : null,
    job,
  };
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

const decibels = (value: number) => value.toFixed(1);

type MediaJobState = {
  answer: MediaJobAnswer | null;
  /** Queues the failed job again (the panel's Retry); the message to show when the CMS refused, else null. */
  retry(): Promise<string | null>;
};

/** The job of the meditation's file, asked again every few seconds while it is not done, and after every save. */
function useMediaJob(model: string, documentId: string | undefined, version: string, savedAt: string | undefined): MediaJobState {
  const { get, post } = useFetchClient();
  const [answer, setAnswer] = React.useState<MediaJobAnswer | null>(null);
  const applies = model === MEDITATION && documentId !== undefined;
  const status = answer?.job?.status;
  const waiting = answer !== null && answer.pipeline && answer.file !== null && (status === undefined || status === 'queued' || status === 'processing');

  React.useEffect(() => {
    if (!applies) return undefined;
    const controller = new AbortController();
    const load = () =>
      get(`/media-pipeline/meditations/${documentId}/job?status=${version}`, { signal: controller.signal })
        .then((response) => setAnswer(readAnswer(response.data)))
        .catch(() => {
          // Aborted, or the admin went offline: the next poll or save asks again.
        });
    void load();
    const timer = waiting ? window.setInterval(load, POLL_MS) : undefined;
    return () => {
      controller.abort();
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [applies, documentId, version, savedAt, waiting, get]);

  const retry = React.useCallback(async (): Promise<string | null> => {
    try {
      const response = await post(`/media-pipeline/meditations/${documentId}/job/retry?status=${version}`, {});
      setAnswer(readAnswer(response.data));
      return null;
    } catch {
      return 'The file could not be queued again. Reload the page and try once more.';
    }
  }, [documentId, version, post]);

  return { answer: applies ? answer : null, retry };
}

/** The failed job's reason, and Retry: the job is queued again as new (a file that is itself at fault fails again). */
function FailedJob({ reason, retry }: { reason: string | null; retry: MediaJobState['retry'] }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap={2}>
      {reason ? (
        <Typography variant="omega" textColor="danger600">
          {reason}.
        </Typography>
      ) : null}
      <Typography variant="pi" textColor="neutral600">
        The meditation cannot be published with this file. Retry, or upload a new file: the original is kept.
      </Typography>
      <PanelAction label="Retry" run={retry} />
    </Flex>
  );
}

function Waveform({ peaks }: { peaks: number[] }) {
  const height = 40;
  const middle = height / 2;
  const top = peaks.map((peak, index) => `${index},${(middle - Math.min(1, peak) * middle).toFixed(2)}`);
  const bottom = peaks.map((peak, index) => `${index},${(middle + Math.min(1, peak) * middle).toFixed(2)}`).reverse();
  return (
    <Box color="primary600" width="100%">
      <svg
        role="img"
        aria-label="Waveform of the prepared file"
        viewBox={`0 0 ${Math.max(1, peaks.length - 1)} ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        data-testid="media-waveform"
      >
        <polygon points={[...top, ...bottom].join(' ')} fill="currentColor" />
      </svg>
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography variant="sigma" textColor="neutral600">
        {label}
      </Typography>
      <Typography variant="omega">{children}</Typography>
    </Flex>
  );
}

function JobDetails({ answer, retry }: { answer: MediaJobAnswer; retry: MediaJobState['retry'] }) {
  const { job, file } = answer;
  if (!file) {
    return <Typography variant="omega">No audio or video file yet. A file is prepared when the meditation is saved with it.</Typography>;
  }
  if (!job) {
    return <Typography variant="omega">{file.name} has not been prepared yet. Save the meditation to prepare it.</Typography>;
  }
  const { label, variant } = STATUSES[job.status];
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="media-job-panel">
      <Status variant={variant} size="S">
        <Typography variant="omega" fontWeight="bold">
          {label}
        </Typography>
      </Status>
      <Typography variant="pi" textColor="neutral600" ellipsis>
        {file.name}
      </Typography>
      {job.status === 'failed' ? <FailedJob reason={job.reason} retry={retry} /> : null}
      {job.status === 'queued' || job.status === 'processing' ? (
        <Typography variant="pi" textColor="neutral600">
          The meditation can be published when its file is ready.
        </Typography>
      ) : null}
      {job.loudnessBefore && job.loudnessAfter ? (
        <>
          <Figure label="Loudness">
            {decibels(job.loudnessBefore.integrated)} LUFS → {decibels(job.loudnessAfter.integrated)} LUFS
          </Figure>
          <Figure label="True peak">
            {decibels(job.loudnessBefore.truePeak)} dBTP → {decibels(job.loudnessAfter.truePeak)} dBTP
          </Figure>
        </>
      ) : null}
      {job.durationSeconds !== null ? <Figure label="Duration">{formatDuration(job.durationSeconds)}</Figure> : null}
      {job.peaks && job.peaks.length > 1 ? <Waveform peaks={job.peaks} /> : null}
    </Flex>
  );
}

/**
 * The edit view's "Media" side panel of a meditation: what the media pipeline (MEDIA_PIPELINE=on) made of its file,
 * from GET /media-pipeline/meditations/:documentId/job (src/media-pipeline/admin-route.ts). Hidden with the pipeline off.
 */
export const MediaJobPanel: PanelComponent = ({ model, documentId, document, activeTab }) => {
  const version = activeTab === 'published' ? 'published' : 'draft';
  const savedAt = typeof document?.updatedAt === 'string' ? document.updatedAt : undefined;
  const { answer, retry } = useMediaJob(model, documentId, version, savedAt);
  if (!answer || !answer.pipeline) return null;
  return { title: 'Media', content: <JobDetails answer={answer} retry={retry} /> };
};
