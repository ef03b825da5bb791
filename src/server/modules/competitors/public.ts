/** What other modules (the demo) may use of tracked competitors' storage. */
export { listAccountCompetitors } from './repository';
