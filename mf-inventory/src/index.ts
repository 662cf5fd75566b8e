// Async boundary: the shared singletons are negotiated before any module that uses them runs.
import('./bootstrap');

export {};
