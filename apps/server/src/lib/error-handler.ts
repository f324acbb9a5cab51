import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@orbit/shared/messages';
import { AppError, type FieldError } from './errors.ts';

const toPath = (instancePath: string): string => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * The one error handler. Every error leaves as `{ msg, errors? }`: validation → 400 with the
 * field messages, AppError → its code's status, framework 4xx → their status and message,
 * anything else → 500 with a generic message (details go to the log only).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        msg: issue.message ?? 'Invalid value',
        path: toPath(issue.instancePath),
      }));
      return reply.status(400).send({ msg: errors[0]?.msg ?? 'Invalid request', errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.status).send({
        msg: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const msg = status === 413 ? messages.fileTooLarge : error.message;
      return reply.status(status).send({ msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ msg: messages.internalError });
  });
}
