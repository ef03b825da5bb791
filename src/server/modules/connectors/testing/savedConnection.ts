/** Connected accounts for tests of other modules, stored as a finished connection stores them (without its audit entry or first sync). */
export { saveConnection } from '../repository';
