/** Text put into an e-mail's HTML: every character HTML gives a meaning is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
