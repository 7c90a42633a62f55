// The shape of a long-running background job (plugins/app/outbox-worker.ts; periodic work goes to
// app.scheduler instead): a
// plugin that makes the job from the app (or undefined when the config switches it off), decorates
// the app with it, starts it when the app is ready and stops it on close. Not autoloaded itself.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Job = { start(): unknown; stop(): unknown };

export function backgroundJob<K extends 'worker'>(
  opts: {
    decorator: K;
    name: string;
    dependencies: string[];
    /** preClose: stopped before in-flight requests finish; onClose: after them (it sends what they queued). */
    stopOn: 'preClose' | 'onClose';
  },
  create: (app: FastifyInstance) => (FastifyInstance[K] & Job) | undefined,
) {
  return fp(
    async (app: FastifyInstance) => {
      const job: Job | undefined = create(app);
      // The value's type is checked by `create`'s return type; decorate() cannot narrow a generic key.
      app.decorate(opts.decorator as string, job);
      app.addHook('onReady', async () => job?.start());
      app.addHook(opts.stopOn, async () => job?.stop());
    },
    { name: opts.name, dependencies: opts.dependencies },
  );
}
