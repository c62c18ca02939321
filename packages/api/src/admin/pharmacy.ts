import type {
  PharmacyCheckStatus,
  PharmacyChecksResponse,
  PharmacyDecisionPayload,
  PharmacyDecisionResponse,
} from '../contract/pharmacy';
import { saveDownload } from '../download';
import { useAdminChange, useAdminRead } from './resources';

/*
 * The pharmacist's desk (issue 53 item 2): the pharmacy lines of paid orders, checked against
 * their prescriptions before they ship. Keys are `['admin', 'pharmacy', …]`.
 */

const id = encodeURIComponent;

/**
 * The pharmacy lines with that status, oldest first (GET /admin/pharmacy; pharmacists and owners).
 * @example const { data } = usePharmacyChecks('pending'); data?.checks;
 */
export const usePharmacyChecks = (status: PharmacyCheckStatus) =>
  useAdminRead<PharmacyChecksResponse>('pharmacy', '/admin/pharmacy', { status });

/**
 * Approves a line, or refuses it with a reason: refused, it is refunded and the pet parent is
 * mailed the reason (POST /admin/pharmacy/{id}/decision; audited).
 * @example await trigger({ id, decision: 'refuse', reason: 'The dose is above the label.' });
 */
export const usePharmacyDecision = () =>
  useAdminChange<{ id: string } & PharmacyDecisionPayload, PharmacyDecisionResponse>(
    'pharmacy-decision',
    ['pharmacy', 'orders', 'audit'],
    async (client, { id: checkId, ...body }) =>
      (await client.post<PharmacyDecisionResponse>(`/admin/pharmacy/${id(checkId)}/decision`, body))
        .data,
  );

/**
 * Downloads the prescription a line was ordered with (the uploaded file, or our doctor's PDF)
 * with the staff session's token.
 * @example await trigger({ id: check._id });
 */
export const useDownloadPharmacyPrescription = () =>
  useAdminChange<{ id: string }, void>(
    'pharmacy-prescription',
    [],
    async (client, { id: checkId }) =>
      saveDownload(
        await client.get<Blob>(`/admin/pharmacy/${id(checkId)}/prescription`, {
          responseType: 'blob',
        }),
        'prescription',
      ),
  );
