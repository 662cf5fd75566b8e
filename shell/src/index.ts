// An asynchronous boundary: the federation runtime negotiates shared singletons before the app runs.
// (public/index.html starts this script after a prerendered page's first paint.)
import(/* webpackChunkName: "start" */ './bootstrap');
