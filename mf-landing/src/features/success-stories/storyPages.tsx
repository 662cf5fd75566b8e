import type { ComponentType } from 'react';
import { StoryPage } from './StoryPage';
import { STORIES, type StoryKey } from './stories';

/** One screen per story route, each the story page bound to its story. */
export const storyPages: Record<StoryKey, ComponentType> = {
  acapella: () => <StoryPage story={STORIES.acapella} />,
  beShine: () => <StoryPage story={STORIES.beShine} />,
  elMenuDeMiCasa: () => <StoryPage story={STORIES.elMenuDeMiCasa} />,
};
