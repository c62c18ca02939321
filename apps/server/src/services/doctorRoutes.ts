import { uuidSchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc } from 'drizzle-orm';
import { type DoctorListResponse, type DoctorResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { doctors } from './tables';

import { doctorById, toDoctor } from './doctors';

/** The clinic's doctors (services spec §4): the list and one by id. */
export const doctorRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/getAllDoctors', async (): Promise<DoctorListResponse> => {
    const rows = await db.select().from(doctors).orderBy(asc(doctors.position), asc(doctors.name));
    return { doctors: rows.map(toDoctor) };
  });

  app.get(
    '/admin/getDocterByID/:id',
    {
      schema: { params: Type.Object({ id: uuidSchema('id') }) },
    },
    async (request): Promise<DoctorResponse> => ({
      doctor: await doctorById(db, request.params.id),
    }),
  );
};
