// Which columns a person chose to see in a list, kept in local storage per user and list, so the
// choice follows them across visits on this browser and never leaks to another user of it.

/** Field → shown (false hides it); fields not named keep the list's default. */
export type ColumnChoice = Record<string, boolean>;

const KEY_PREFIX = 'estiba.list.columns';

export const columnChoiceKey = (userId: string, listId: string) => `${KEY_PREFIX}.${userId}.${listId}`;

/** The stored choice for these fields, or null when there is none (or it cannot be read). */
export function readColumnChoice(
  userId: string,
  listId: string,
  fields: readonly string[],
): ColumnChoice | null {
  try {
    const raw = localStorage.getItem(columnChoiceKey(userId, listId));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const choice: ColumnChoice = {};
    for (const field of fields) {
      const shown = (stored as Record<string, unknown>)[field];
      if (typeof shown === 'boolean') choice[field] = shown;
    }
    return choice;
  } catch {
    // Unreadable or blocked storage: the list shows its default columns.
    return null;
  }
}

export function writeColumnChoice(userId: string, listId: string, choice: ColumnChoice): void {
  try {
    localStorage.setItem(columnChoiceKey(userId, listId), JSON.stringify(choice));
  } catch (error) {
    // Full or blocked storage only costs the choice on the next visit.
    console.warn('the column choice could not be saved', error);
  }
}
