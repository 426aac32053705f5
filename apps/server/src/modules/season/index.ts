/** The season module offers which hunts count as a hunter's own days afield (theirs and accepted parties). */
export { huntsHunted } from './own-hunts.js';
