import { parentPort } from 'node:worker_threads';

/** Inside a worker module: answers the pool's `{ id, task }` messages with `handle(task)`. */
export function serveWorkerTasks(handle: (task: unknown) => Promise<unknown>): void {
  const port = parentPort;
  if (port === null) throw new Error('serveWorkerTasks must run in a worker thread');
  port.on('message', (message: { id: number; task: unknown }) => {
    handle(message.task).then(
      (result) => port.postMessage({ id: message.id, result }),
      (error: unknown) => {
        const code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
        port.postMessage({ id: message.id, error: { ...(code === undefined ? {} : { code }), message: error instanceof Error ? error.message : String(error) } });
      },
    );
  });
}
