// An asynchronous boundary: the federation runtime negotiates shared singletons before the app runs.
// (public/index.html starts this script after a prerendered page's first paint.) In a task of its own:
// the runtime's start and the requests for the start chunks were one long task on a phone (issue 15).
setTimeout(() => import(/* webpackChunkName: "start" */ './bootstrap'), 0);
