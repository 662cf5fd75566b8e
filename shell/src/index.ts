import { adoptPrerenderedClasses } from './app/prerendered';

// Before any of emotion's code runs: its cache adopts a prerendered page's class rules when it is created.
adoptPrerenderedClasses();
// An asynchronous boundary: the federation runtime negotiates shared singletons before the app runs.
// (public/index.html starts this script after a prerendered page's first paint.)
import(/* webpackChunkName: "start" */ './bootstrap');
