// The packing screen of one order on the warehouse floor (loaded lazily by the route module).
export { PackingPage as default, PackingPage } from './PackingPage';
export { packingMessages } from './messages';
