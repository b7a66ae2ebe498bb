/**
 * The field an API refusal is about: the server's messages start with the field's label ("Grades: add at least one
 * grade.", "Comment length must be …"), so the form can show the message beside that field as well as above it.
 */
export function fieldOfMessage(message: string, labels: Readonly<Record<string, string>>): string | null {
  const text = message.toLocaleLowerCase();
  let best: { field: string; length: number } | null = null;
  for (const [field, label] of Object.entries(labels)) {
    const l = label.toLocaleLowerCase();
    if (l && text.startsWith(l) && (!best || l.length > best.length)) best = { field, length: l.length };
  }
  return best?.field ?? null;
}
