// The columns a person shows in a list, restored from and saved to their stored choice.
import { useCallback, useEffect, useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { readColumnChoice, writeColumnChoice } from './columnChoice';
import { useSessionUserId } from './useSessionUserId';

export function useColumnChoice(
  listId: string,
  fields: readonly string[],
  hiddenByDefault: readonly string[],
): [GridColumnVisibilityModel, (model: GridColumnVisibilityModel) => void] {
  const userId = useSessionUserId();
  const fieldsKey = fields.join('\n');
  const hiddenKey = hiddenByDefault.join('\n');
  const initial = useCallback((): GridColumnVisibilityModel => {
    const defaults = Object.fromEntries(
      hiddenKey ? hiddenKey.split('\n').map((field) => [field, false]) : [],
    );
    const stored = userId ? readColumnChoice(userId, listId, fieldsKey.split('\n')) : null;
    return { ...defaults, ...stored };
  }, [userId, listId, fieldsKey, hiddenKey]);
  const [model, setModel] = useState(initial);

  // The session may arrive after the list mounts (a reload signs in again): its choice then applies.
  useEffect(() => setModel(initial()), [initial]);

  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      if (userId) writeColumnChoice(userId, listId, next);
    },
    [userId, listId],
  );
  return [model, change];
}
