import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, ownerId } from '../accounts/tables';
import { createdAt, primaryId } from '../db/columns';

export const pets = pgTable(
  'pets',
  {
    id: primaryId(),
    userId: ownerId(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pets_user_idx').on(t.userId, t.createdAt),
    check('pets_species_valid', sql`${t.species} in ('dog', 'cat', 'other')`),
  ],
);

/** Mating profiles: seeded examples (by profileId) and the ones users add. */
export const matingProfiles = pgTable(
  'mating_profiles',
  {
    id: primaryId(),
    profileId: text('profile_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    breed: text('breed').notNull(),
    petName: text('pet_name').notNull(),
    location: text('location').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mating_profiles_created_idx').on(t.createdAt)],
);
