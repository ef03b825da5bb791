/** Splits "a,b{c,d},e.limit(3){f}" at the commas that are not inside braces or parentheses. */
export function topLevelFields(fields: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '{' || char === '(') depth++;
    if (char === '}' || char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.filter(Boolean);
}

/**
 * "comments.limit(50){id,text}" → its name, its modifiers ({ limit: '50' }) and the inner field list (null
 * when none). Graph's field expansion (https://developers.facebook.com/docs/graph-api/guides/field-expansion)
 * passes an edge's parameters as `.name(value)` after the field, e.g. `insights.metric(reach,views)`.
 */
export function splitField(field: string): { name: string; inner: string | null; modifiers: Record<string, string> } {
  const brace = field.indexOf('{');
  const head = brace < 0 ? field : field.slice(0, brace);
  const inner = brace < 0 ? null : field.slice(brace + 1, field.lastIndexOf('}'));
  const [name, ...calls] = head.split(/\.(?=[a-z_]+\()/);
  const modifiers = Object.fromEntries(calls.map((call) => [call.slice(0, call.indexOf('(')), call.slice(call.indexOf('(') + 1, call.lastIndexOf(')'))]));
  return { name, inner, modifiers };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first requested field the node does not have (nested selections included), or null. */
export function unknownField(source: Record<string, unknown>, fields: string | null): string | null {
  for (const field of topLevelFields(fields ?? 'id')) {
    const { name, inner } = splitField(field);
    if (!(name in source)) return name;
    const value = source[name];
    const nested = inner !== null && isObject(value) ? unknownField(value, inner) : null;
    if (nested) return nested;
  }
  return null;
}

/**
 * Keeps only the requested fields, `id` always, as Graph answers nothing it was not asked for. A known
 * field without a value (an image's thumbnail_url) is simply left out.
 */
export function pickFields(source: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  const picked: Record<string, unknown> = { id: source.id };
  for (const field of topLevelFields(fields ?? 'id')) {
    const { name, inner } = splitField(field);
    const value = source[name];
    if (value === undefined) continue;
    picked[name] = inner !== null && isObject(value) ? pickFields(value, inner) : value;
  }
  return picked;
}
