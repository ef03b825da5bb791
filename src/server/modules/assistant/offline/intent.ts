import type { ActionType } from '../../../../shared/chat';

/**
 * Keyword rules for free-typed questions, most specific first: a caption request often mentions a
 * call to action, and a strategy request often mentions engagement.
 */
const INTENT_RULES: readonly [ActionType, RegExp][] = [
  ['competitor_analysis', /\b(competitors?|competition|rivals?|other accounts)\b/i],
  ['write_caption', /\b(captions?|hashtags?)\b/i],
  ['call_to_action', /\b(calls? to action|cta'?s?|link clicks?|profile visits?)\b/i],
  ['marketing_strategy', /\b(strateg\w*|marketing plan|growth plan|30[- ]day|grow (my|the) (account|audience|following))\b/i],
  ['content_ideas', /\b(ideas?|what (should|to) (i )?post|content (plan|calendar)|inspiration)\b/i],
  ['engagement_tips', /\b(engagement|engage|interactions?|more (likes|comments|saves))\b/i],
];

/** The suggestion intent of a message, or null for a free-form question. */
export function inferIntent(text: string): ActionType | null {
  return INTENT_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
