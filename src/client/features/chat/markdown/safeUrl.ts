import { defaultUrlTransform } from 'react-markdown';

/**
 * Only http(s), mailto and relative URLs survive; javascript:, data:, vbscript: and the like become ''
 * (react-markdown's allow-list). Named so every use says why it is there.
 */
export function safeUrl(url: string): string {
  return defaultUrlTransform(url.trim());
}
