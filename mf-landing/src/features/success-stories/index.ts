// The success-story pages, loaded lazily by the route module (one screen per story route).
export { storyPages } from './storyPages';
export { StoryPage } from './StoryPage';
export { STORIES, type Story, type StoryKey } from './stories';
