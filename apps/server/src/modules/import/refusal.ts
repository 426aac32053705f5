/**
 * A file the import cannot read, with the message the hunter sees (a 400). Thrown in the parse
 * worker, where the HTTP errors of the platform are not loaded, and carried back by message.
 */
export class ImportRefusal extends Error {}
