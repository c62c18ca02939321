/**
 * `@petverse/forms`: every form and the engine, from one entry (as before the family entries).
 * An app that splits its code imports the family it shows instead, so a page loads only that
 * family: `@petverse/forms/registration` (the engine, adapters, one definition at a time),
 * `/accounts`, `/pets`, `/services`, `/grooming`, and `/definitions` (plain data, no React). Each of those
 * lists its exports by name; this entry is exactly their union, so it re-exports them whole
 * rather than repeating every name a second time.
 */
export * from './registration';
export * from './definitions/public';
export * from './accounts';
export * from './pets';
export * from './services';
export * from './grooming';
