import type { FastifyInstance } from 'fastify';

/**
 * The web client posts some actions (refresh jobs, generate companies) with a JSON content type and no body,
 * which Fastify refuses by default. Inside one route plugin only, an empty body reads as no body; anything else
 * still goes through Fastify's own (prototype-poisoning-safe) JSON parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
