/** The schedules module for other modules: the instant a wall clock reads a date at an hour, which the sync also needs for an account's local midnight. */
export { zonedInstant } from './period';
