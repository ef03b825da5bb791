/**
 * A deterministic ~100 KB assistant reply with the shapes a real one has: headings, paragraphs,
 * bullet and numbered lists, fenced code in several languages and tables.
 */

function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = (
  'reach engagement reels carousel caption hook audience followers growth story saves shares comments ' +
  'schedule weekday evening benchmark niche competitor format hashtag insight strategy content creator ' +
  'post analytics trend median public rate tier account profile link click call action value'
).split(' ');

const CODE_SAMPLES = [
  [
    'ts',
    'export function engagementRate(likes: number, comments: number, followers: number): number {\n  if (followers === 0) return 0;\n  return (likes + comments) / followers;\n}\n\nconst rates = posts.map((p) => engagementRate(p.likes, p.comments, 5200));',
  ],
  [
    'python',
    'def best_hours(posts):\n    by_hour = {}\n    for post in posts:\n        by_hour.setdefault(post.hour, []).append(post.er)\n\n    return sorted(by_hour, key=lambda h: median(by_hour[h]), reverse=True)[:3]',
  ],
  ['bash', 'curl -s -H "Authorization: Bearer $TOKEN" \\\n  "http://localhost:8080/api/posts?limit=10" | jq \'.data[] | {id, likes}\''],
  ['json', '{\n  "format": "REELS",\n  "posts": 12,\n  "medianEr": 0.0412,\n  "bestSlot": { "day": "Tue", "hour": 18 }\n}'],
] as const;

export function generateReply(targetBytes = 100_000, seed = 42): string {
  const random = lcg(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, () => pick(WORDS)).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 3) }, () => sentence(8 + Math.floor(random() * 8))).join(' ');

  const parts: string[] = [];
  let size = 0;
  for (let section = 1; size < targetBytes; section += 1) {
    const blocks = [
      `## ${section}. ${sentence(4).slice(0, -1)}`,
      paragraph(),
      Array.from({ length: 4 }, () => `- **${pick(WORDS)}**: ${sentence(7)}`).join('\n'),
      Array.from({ length: 3 }, (_, i) => `${i + 1}. ${sentence(9)} Use \`${pick(WORDS)}\` where it helps.`).join('\n'),
    ];
    const [language, code] = CODE_SAMPLES[section % CODE_SAMPLES.length];
    blocks.push(`\`\`\`${language}\n${code}\n\`\`\``);
    if (section % 2 === 0) {
      const rows = Array.from({ length: 5 }, (_, i) => `| ${pick(WORDS)} | ${(random() * 10).toFixed(2)}% | ${i + 2} | ${sentence(3)} |`);
      blocks.push(['| Format | ER | Posts/week | Note |', '|---|---:|---:|---|', ...rows].join('\n'));
    }
    blocks.push(paragraph());
    const text = blocks.join('\n\n');
    parts.push(text);
    size += text.length + 2;
  }
  return parts.join('\n\n');
}

/** Splits the reply into exactly `count` pieces of varying length, cutting anywhere (mid-word, mid-line). */
export function splitIntoChunks(text: string, count = 5000, seed = 7): string[] {
  const random = lcg(seed);
  const weights = Array.from({ length: count }, () => 0.4 + random() * 1.2);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const chunks: string[] = [];
  let start = 0;
  let acc = 0;
  for (let i = 0; i < count; i += 1) {
    acc += weights[i];
    const end = i === count - 1 ? text.length : Math.round((acc / total) * text.length);
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
