/** Server-sent event frames as the model APIs write them (https://html.spec.whatwg.org/multipage/server-sent-events.html). */

/** An unnamed event: OpenAI-compatible servers send every chunk this way, then `data: [DONE]`. */
export const dataFrame = (payload: unknown) => `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;

/** A named event: Anthropic names each one after the `type` in its data. */
export const eventFrame = (event: string, payload: object) => `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;

export const DONE_FRAME = dataFrame('[DONE]');
