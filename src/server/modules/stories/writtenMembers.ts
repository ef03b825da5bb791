/**
 * JSON text of an answer whose largest members were written before (cachedStories.ts): `written` is the
 * answer as the route's serializer writes it with each of those members empty (`[]`), and each member's
 * stored text takes the place of its `"name":[]`. Outside strings a quote is a quote (inside one it is
 * escaped), so that text is the member and nothing else, unless another object of the answer has a member
 * of the same name: refused, rather than guessed at.
 */
export function withWrittenMembers(written: string, members: Record<string, string>): string {
  let text = written;
  for (const [name, member] of Object.entries(members)) {
    const empty = `${JSON.stringify(name)}:[]`;
    const at = text.indexOf(empty);
    if (at < 0 || text.includes(empty, at + empty.length)) throw new Error(`The answer does not hold one empty member ${name}`);
    text = `${text.slice(0, at)}${JSON.stringify(name)}:${member}${text.slice(at + empty.length)}`;
  }
  return text;
}
