/** The not-found feature's public surface: what an address no route knows does (a redirect to / and a toast that says so). */
export { UnknownAddress, unknownAddressMessage } from './UnknownAddress';
