/** MEDIA_PIPELINE=on queues a job for every meditation upload and runs this instance's worker; off by default (docs in the README). */
export function mediaPipelineEnabled(): boolean {
  return process.env.MEDIA_PIPELINE === 'on';
}

const DEFAULT_MAX_SECONDS = 60 * 60;

/** The longest upload the pipeline accepts, in seconds (MEDIA_MAX_SECONDS, default one hour). */
export function maxMediaSeconds(): number {
  const configured = Number(process.env.MEDIA_MAX_SECONDS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_MAX_SECONDS;
}
