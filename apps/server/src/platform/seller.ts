/** The seller on every invoice: SELLER_* in the environment, a demo company by default. */
export interface Seller {
  name: string;
  address: string;
  gstin: string;
  /** The state the goods leave from: CGST+SGST to it, IGST elsewhere. */
  state: string;
  /** The invoice numbers' prefix: 'PV/2026-27/000042'. */
  prefix: string;
}
export const DEMO_SELLER: Seller = {
  name: 'Petverse Pet Care Private Limited',
  address: '4th Floor, 12 MG Road, Camp, Pune 411001, Maharashtra',
  gstin: '27AAKCP1234F1Z5',
  state: 'Maharashtra',
  prefix: 'PV',
};
