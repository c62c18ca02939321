import { eq } from 'drizzle-orm';
import type { Doctor } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { doctors } from './tables';
import { notFound } from '../platform/errors';

type DoctorRow = typeof doctors.$inferSelect;
export const toDoctor = (r: DoctorRow): Doctor => ({
  _id: r.id,
  name: r.name,
  specialty: r.specialty,
  location: r.location,
  experience: r.experience,
  rating: r.rating,
  reviews: r.reviews,
  bio: r.bio,
  image: r.image,
  species: r.species,
});

export const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** A doctor by id, or 404 'Doctor not found.'. */
export async function doctorById(db: Database, id: string): Promise<Doctor> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) throw notFound(DOCTOR_NOT_FOUND);
  return toDoctor(row);
}
