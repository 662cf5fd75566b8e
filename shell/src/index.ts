// An asynchronous boundary: the federation runtime negotiates shared singletons before the app runs.
import('./bootstrap');
