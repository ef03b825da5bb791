/**
 * Cutting text to a length people count (issue #18): user-perceived characters, not UTF-16 code units,
 * so a cut never splits an emoji into "�" nor a flag, a skin tone or a family sequence into its parts.
 * One rule for the client's captions and the assistant's excerpts. Intl.Segmenter's grapheme granularity
 * is Unicode's extended grapheme cluster: https://formatjs.github.io/docs/polyfills/intl-segmenter
 */

/** The text as user-perceived characters; without Intl.Segmenter (Firefox before 125) at least whole code points. */
export function graphemes(text: string, locale?: string): string[] {
  if (typeof Intl.Segmenter === 'function') return Array.from(new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  return Array.from(text);
}

/** The text unchanged when it has at most `max` characters, else its first `max − 1` and an ellipsis. */
export function cutToGraphemes(text: string, max: number, locale?: string): string {
  const characters = graphemes(text, locale);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
