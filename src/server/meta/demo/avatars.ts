export const AVATAR_COLOURS = ['#8b5cf6', '#ec4899', '#f59e0b'];

/**
 * A self-contained SVG picture (the account's initial on its colour): the demo works offline, so its
 * pictures must not come from the network.
 */
export function avatarDataUrl(name: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><text x="32" y="42" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${name.charAt(0).toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
