/** A parent's children's classes, the field the Parents list filters "parents of a class" on. */

/** The classes of the children who are still at the school, each once, in order. */
export function childClassIdsOf(children: readonly { classId?: unknown; archived?: unknown }[]): string[] {
  const ids = children
    .filter((c) => c.archived !== true)
    .map((c) => c.classId)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)].sort();
}
