import { sharedPlugin } from '../sharedPlugin';

/**
 * Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body reads as
 * "no body": clients send `Content-Type: application/json` on body-less calls such as logout.
 */
export const jsonBodyPlugin = sharedPlugin({ name: 'json-body' }, async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
