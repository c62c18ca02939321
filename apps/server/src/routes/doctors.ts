import { uuidSchema } from '../lib/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import { type DoctorListResponse, type DoctorResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { doctors } from '../db/schema';

import { doctorById, toDoctor } from '../lib/doctors';

/** The clinic's doctors (services spec §4): the list and one by id. */
export const doctorRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/getAllDoctors', async (): Promise<DoctorListResponse> => {
    const rows = await db.select().from(doctors).orderBy(asc(doctors.position), asc(doctors.name));
    return { doctors: rows.map(toDoctor) };
  });

  app.get<{ Params: { id: string } }>(
    '/admin/getDocterByID/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: uuidSchema('id') } },
      },
    },
    async (request): Promise<DoctorResponse> => ({
      doctor: await doctorById(db, request.params.id),
    }),
  );
};
