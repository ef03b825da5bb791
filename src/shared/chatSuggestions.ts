import type { ChatSuggestion, ChatTopic } from './chat';

/**
 * The suggestion cards of the chat panel's empty state. Client and server
 * share them: the card fills the input with `prompt`, and `actionType` tells the
 * provider which playbook the question belongs to.
 */
export const CHAT_SUGGESTIONS: readonly ChatSuggestion[] = [
  {
    title: 'Content Ideas',
    description: 'Post ideas built on what already works for this account',
    actionType: 'content_ideas',
    topics: ['AI Assistant'],
    prompt:
      'Give me 5 content ideas for my Instagram account for the next two weeks. Base them on my best-performing posts and formats, say which format each idea should use and the best day and time to post it.',
  },
  {
    title: 'Write Caption',
    description: 'A caption with a hook, value and a call to action',
    actionType: 'write_caption',
    topics: ['AI Assistant'],
    prompt:
      'Write an Instagram caption for my next post. Start with a strong hook, keep it in my account’s voice, end with a clear call to action and suggest 5 relevant hashtags. Give me two variants: one short and one long.',
  },
  {
    title: 'Marketing Strategy',
    description: 'A 30-day plan grounded in your numbers',
    actionType: 'marketing_strategy',
    topics: ['Marketing'],
    prompt:
      'Build a 30-day Instagram marketing strategy for my account. Use my follower growth and engagement rate to set realistic goals, give a weekly plan with formats and posting frequency, and list the metrics I should track.',
  },
  {
    title: 'Call to Action',
    description: 'CTAs that turn viewers into followers and clients',
    actionType: 'call_to_action',
    topics: ['Marketing'],
    prompt:
      'Suggest 8 calls to action for my Instagram posts and stories, grouped by goal: more comments, more saves, profile visits and link clicks. Say where in the post each one works best.',
  },
  {
    title: 'Engagement Tips',
    description: 'Concrete ways to lift your engagement rate',
    actionType: 'engagement_tips',
    topics: ['AI Assistant', 'Marketing'],
    prompt:
      'How can I raise my engagement rate? Compare my current engagement with the benchmark for my follower tier and give me the 5 changes with the biggest expected impact.',
  },
  {
    title: 'Competitor Analysis',
    description: 'How you stand against the accounts you track',
    actionType: 'competitor_analysis',
    topics: ['AI Assistant', 'Marketing'],
    prompt:
      'Analyse my competitors: compare their followers, posting frequency and public engagement rate with mine, tell me what they do better and what I can learn from it.',
  },
];

/** Cards for a topic, in display order: the topic's own cards first, then the shared ones. */
export function suggestionsForTopic(topic: ChatTopic): ChatSuggestion[] {
  return CHAT_SUGGESTIONS.filter((s) => s.topics.includes(topic)).sort((a, b) => Number(b.topics.length === 1) - Number(a.topics.length === 1));
}
