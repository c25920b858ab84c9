/**
 * Processing stopped from outside, not because of the file: this instance is shutting down (its worker aborted the
 * job, or ffmpeg got the process group's SIGTERM first) or it lost its claim on the job. The job goes back to the
 * queue instead of failing.
 */
export class ProcessingInterrupted extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'ProcessingInterrupted';
  }
}
