/** A file the pipeline cannot process, with the reason an editor reads (stored on the job as it is). */
export class MediaFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MediaFailure';
  }
}
