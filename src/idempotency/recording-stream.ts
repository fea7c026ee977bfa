import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through that keeps a copy of every byte flowing to the client. Each chunk is passed on in
 * the same tick it arrives (no added latency) and the pipe's backpressure is untouched. Past
 * `limit` bytes the copy is dropped and `body` stays undefined: the answer is relayed, not recorded.
 */
export class RecordingStream extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;
  private overflowed = false;

  /**
   * @param limit the most bytes kept
   * @param onEnd called once when the whole answer went through, with the recorded bytes
   */
  constructor(
    private readonly limit: number,
    private readonly onEnd: (body: Buffer | undefined) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.overflowed) {
      this.size += chunk.length;
      if (this.size > this.limit) {
        this.overflowed = true;
        this.chunks = [];
      } else {
        this.chunks.push(chunk);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const body = this.overflowed ? undefined : Buffer.concat(this.chunks);
    this.chunks = [];
    this.onEnd(body);
    callback();
  }
}
