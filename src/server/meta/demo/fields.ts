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

/** "instagram_business_account{id,username}" → its name and the inner field list (null when none). */
export function splitField(field: string): { name: string; inner: string | null } {
  const brace = field.indexOf('{');
  if (brace < 0) return { name: field, inner: null };
  return { name: field.slice(0, brace), inner: field.slice(brace + 1, field.lastIndexOf('}')) };
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
