/**
 * Cutting text to a length people count: user-perceived characters, not UTF-16 code units,
 * so a cut never splits an emoji into "�" nor a flag, a skin tone or a family sequence into its parts.
 * One rule for the client's captions and the assistant's excerpts. Intl.Segmenter's grapheme granularity
 * is Unicode's extended grapheme cluster: https://formatjs.github.io/docs/polyfills/intl-segmenter
 */

/** The text as user-perceived characters; without Intl.Segmenter (Firefox before 125) at least whole code points. */
function graphemes(text: string, locale?: string): string[] {
  if (typeof Intl.Segmenter === 'function') return Array.from(new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  return Array.from(text);
}

/** A character that belongs to a word: cutting between two of them would leave half a word ("kettleb…"). */
const IN_WORD = /^[\p{L}\p{N}\p{M}'’-]+$/u;

/**
 * The text unchanged when it has at most `max` characters, else its first `max − 1` and an ellipsis.
 * The cut never falls inside a word: it moves back to the start of that word, unless the word is so
 * long that more than a third of the room would go (a long hashtag or address is cut where it must).
 */
export function cutToGraphemes(text: string, max: number, locale?: string): string {
  const characters = graphemes(text, locale);
  if (characters.length <= max) return text;
  let end = max - 1;
  let wordStart = end;
  while (wordStart > 0 && IN_WORD.test(characters[wordStart - 1])) wordStart -= 1;
  if (IN_WORD.test(characters[end] ?? '') && wordStart < end && wordStart >= Math.ceil((max * 2) / 3)) end = wordStart;
  return `${characters.slice(0, end).join('').trimEnd()}…`;
}
