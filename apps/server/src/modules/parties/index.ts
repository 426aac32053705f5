/** The parties module offers the check that a bird's shooter belongs to its hunt's party. */
export { requirePartyShooter } from './shooter.js';
