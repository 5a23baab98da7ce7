import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/module';

type Task = () => Promise<void>;

/**
 * Work a reply must not wait for, nor reveal by its timing (the forgot-password mail: whether the
 * address exists). A route keeps the task with `later`; its onResponse hook starts it once the
 * reply has been sent. A failure is logged, never answered; closing the app waits for the tasks.
 */
export function createAfterReply(app: TypedApp) {
  const tasks = new WeakMap<FastifyRequest, Task>();
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return {
    later: (request: FastifyRequest, task: Task) => void tasks.set(request, task),
    onResponse: async (request: FastifyRequest) => {
      const task = tasks.get(request);
      if (!task) return;
      tasks.delete(request);
      const run: Promise<void> = task()
        .catch((err: unknown) => request.log.error({ err }, 'work after the reply failed'))
        .finally(() => running.delete(run));
      running.add(run);
    },
  };
}
