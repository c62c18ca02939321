import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { useCallback } from 'react';
import { saveDownload } from '../download';
import type {
  ConditionPayload,
  DewormingPayload,
  PetDocument,
  PetDocumentKind,
  PetRecordChangeResponse,
  PetRecordResponse,
  SharedPetRecordResponse,
  ShareLinkResponse,
  VaccinationPayload,
  WeightPayload,
} from '../contract/petRecords';
import { NOBODY, useOwner, type Owner } from './owner';

export const petRecordKeys = {
  record: (owner: Owner, petId: string) => ['pets', 'record', petId, owner] as const,
  change: (petId: string) => ['pets', 'record', petId, 'change'] as const,
  share: (petId: string) => ['pets', 'record', petId, 'share'] as const,
  shared: (token: string) => ['pets', 'shared', token] as const,
};

/** One change of a pet's record: an entry added or deleted, or a dose's next due date moved. */
export type PetRecordChange =
  | { action: 'add'; list: 'vaccinations'; payload: VaccinationPayload }
  | { action: 'add'; list: 'dewormings'; payload: DewormingPayload }
  | { action: 'add'; list: 'weights'; payload: WeightPayload }
  | { action: 'add'; list: 'conditions'; payload: ConditionPayload }
  /** A document (issue 53 item 3): sent as a multipart form. */
  | { action: 'add'; list: 'documents'; payload: PetDocumentPayload }
  | {
      action: 'delete';
      list: 'vaccinations' | 'dewormings' | 'weights' | 'conditions' | 'documents';
      id: string;
    }
  | { action: 'move'; list: 'vaccinations' | 'dewormings'; id: string; nextDueOn: string | null };

const base = (petId: string) => `/pets/${encodeURIComponent(petId)}`;

/** A document to keep in a pet's record: its file (PDF, JPEG or PNG), title and kind. */
export interface PetDocumentPayload {
  file: File;
  title: string;
  kind: PetDocumentKind;
}

const documentForm = ({ file, title, kind }: PetDocumentPayload) => {
  const body = new FormData();
  body.append('title', title);
  body.append('kind', kind);
  body.append('file', file, file.name);
  return body;
};

/**
 * A pet's health record (GET /pets/{petId}/record), its owner's only; null skips.
 * @example const { data, error, isLoading, mutate } = usePetRecord(petId); data?.due;
 */
export function usePetRecord(petId: string | null): SWRResponse<PetRecordResponse, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<PetRecordResponse, ApiError, ReturnType<typeof petRecordKeys.record> | null>(
    owner && petId ? petRecordKeys.record(owner, petId) : null,
    async ([, , id]) => (await client.get<PetRecordResponse>(`${base(id)}/record`)).data,
  );
}

/**
 * Adds or deletes an entry of a pet's record, or moves a dose's next due date; the cached record
 * becomes the one the server answers with.
 * @example const { trigger } = useChangePetRecord(petId); await trigger({ action: 'add', list: 'weights', payload: { kg: 12.5, measuredOn: '2026-03-01' } });
 */
export function useChangePetRecord(
  petId: string,
): SWRMutationResponse<
  PetRecordChangeResponse,
  ApiError,
  ReturnType<typeof petRecordKeys.change>,
  PetRecordChange
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    petRecordKeys.change(petId),
    async (_key: ReturnType<typeof petRecordKeys.change>, { arg }: { arg: PetRecordChange }) => {
      const path = `${base(petId)}/${arg.list}`;
      const { data } =
        arg.action === 'add'
          ? await client.post<PetRecordChangeResponse>(
              path,
              arg.list === 'documents' ? documentForm(arg.payload) : arg.payload,
            )
          : arg.action === 'delete'
            ? await client.delete<PetRecordChangeResponse>(`${path}/${encodeURIComponent(arg.id)}`)
            : await client.patch<PetRecordChangeResponse>(`${path}/${encodeURIComponent(arg.id)}`, {
                nextDueOn: arg.nextDueOn,
              });
      await mutate(petRecordKeys.record(owner, petId), data.record, { revalidate: false });
      return data;
    },
  );
}

/**
 * Makes a share link of a pet's record (POST /pets/{petId}/share; a live one is replaced), or ends
 * it (`{ end: true }`: DELETE); the record's `share` is refreshed.
 * @example const { trigger } = useSharePetRecord(petId); const link = await trigger({}); link?.url;
 */
export function useSharePetRecord(
  petId: string,
): SWRMutationResponse<
  ShareLinkResponse | null,
  ApiError,
  ReturnType<typeof petRecordKeys.share>,
  { end?: boolean }
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    petRecordKeys.share(petId),
    async (_key: ReturnType<typeof petRecordKeys.share>, { arg }: { arg: { end?: boolean } }) => {
      const link = arg.end
        ? (await client.delete(`${base(petId)}/share`), null)
        : (await client.post<ShareLinkResponse>(`${base(petId)}/share`)).data;
      await mutate(petRecordKeys.record(owner, petId));
      return link;
    },
  );
}

/**
 * A record shared by a link (GET /pets/shared/{token}), read without a session: the token is the
 * key (whoever holds the link sees the same record); null skips.
 * @example const { data, error } = useSharedPetRecord(token);
 */
export function useSharedPetRecord(
  token: string | null,
): SWRResponse<SharedPetRecordResponse, ApiError> {
  const client = useApiClient();
  return useSWR<SharedPetRecordResponse, ApiError, ReturnType<typeof petRecordKeys.shared> | null>(
    token ? petRecordKeys.shared(token) : null,
    async ([, , t]) =>
      (await client.get<SharedPetRecordResponse>(`/pets/shared/${encodeURIComponent(t)}`)).data,
  );
}

/**
 * Saves a pet's health record as a PDF (GET /pets/{petId}/record.pdf): for a boarding kennel, a
 * transporter or a new vet. A shared record's PDF needs no session: link to `sharedRecordPdfPath`.
 * @example const download = useDownloadPetRecord(); await download(petId);
 */
export function useDownloadPetRecord(): (petId: string) => Promise<void> {
  const client = useApiClient();
  return useCallback(
    async (petId: string) =>
      saveDownload(
        await client.get<Blob>(`/pets/${encodeURIComponent(petId)}/record.pdf`, {
          responseType: 'blob',
        }),
        'health-record.pdf',
      ),
    [client],
  );
}

/**
 * Downloads a document of a pet's record with the session's token, saved under its title.
 * @example const download = useDownloadPetDocument(); await download(doc);
 */
export function useDownloadPetDocument(): (doc: PetDocument) => Promise<void> {
  const client = useApiClient();
  return useCallback(
    async (doc: PetDocument) =>
      saveDownload(
        await client.get<Blob>(doc.file.replace(/^\/api(?=\/)/, ''), { responseType: 'blob' }),
        `${doc.title}.${doc.type}`,
      ),
    [client],
  );
}
