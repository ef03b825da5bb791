import * as schemas from './chat';
import { CHAT_LIMITS, STREAM_DONE } from './chatProtocol';

it('keeps the zod-free constants equal to the schema module', () => {
  expect(CHAT_LIMITS).toEqual(schemas.CHAT_LIMITS);
  expect(STREAM_DONE).toBe(schemas.STREAM_DONE);
});
