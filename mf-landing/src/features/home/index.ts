// The home feature's public surface; the route module loads it lazily.
export { HomePage as default, HomePage } from './HomePage';
