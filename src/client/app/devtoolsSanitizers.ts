import type { Action } from '@reduxjs/toolkit';

/*
 * What Redux DevTools may see of an action or a state. A DevTools session can be exported and shared
 * (a bug report), so credentials never reach it: our access and refresh tokens (session slice, the
 * sign-in and refresh payloads, the api cache), any Meta token, passwords, and the one-time OAuth codes
 * that the exchange and connect calls carry in their arguments. The store itself is untouched: these
 * run only on the copies the extension shows, so time travel replays the real actions.
 */

/** What DevTools shows in place of a credential. */
export const REDACTED = '«redacted»';

/** Named like a credential wherever it appears: accessToken, refresh_token, token, password, clientSecret… */
const isCredentialKey = (key: string) => /(token|password|secret)$/i.test(key) || key.toLowerCase() === 'authorization';

/**
 * In a call's arguments (`meta.arg` of RTK Query's actions, `originalArgs` in its cache) `code` is an
 * authorization code too: POST /auth/exchange and /connectors/instagram/connect take one. Elsewhere
 * `code` is harmless and worth seeing (an API error's code, a country code).
 */
const ARGUMENT_KEYS = new Set(['arg', 'args', 'originalArgs']);
const isArgumentCredentialKey = (key: string) => isCredentialKey(key) || key === 'code';

/** A signed JWT anywhere in a text (an error message, a URL): our access tokens have this shape. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

type IsSecretKey = (key: string) => boolean;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** RTK Query's `meta.baseQueryMeta` holds the fetch Request, whose headers carry the bearer token. */
function describeHttpObject(value: unknown): unknown {
  if (typeof Request !== 'undefined' && value instanceof Request) return { method: value.method, url: value.url };
  if (typeof Response !== 'undefined' && value instanceof Response) return { status: value.status, url: value.url };
  if (typeof Headers !== 'undefined' && value instanceof Headers) return REDACTED;
  return value;
}

/** The value with every credential replaced; unchanged parts keep their identity (cheap on large states). */
function redact(value: unknown, isSecretKey: IsSecretKey): unknown {
  if (typeof value === 'string') return value.replace(JWT, REDACTED);
  if (Array.isArray(value)) {
    const items = value.map((item) => redact(item, isSecretKey));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlainObject(value)) return describeHttpObject(value);
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const rule = ARGUMENT_KEYS.has(key) ? isArgumentCredentialKey : isSecretKey;
    // A missing token (null) stays visible: "signed out" is worth seeing.
    const next = isSecretKey(key) && item != null ? REDACTED : redact(item, rule);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/** Redux DevTools' `actionSanitizer`. */
export const sanitizeAction = <A extends Action>(action: A): A => redact(action, isCredentialKey) as A;

/** Redux DevTools' `stateSanitizer`. */
export const sanitizeState = <S>(state: S): S => redact(state, isCredentialKey) as S;
